/**
 * The attribution statement the SRD 5.2.1 asks for ("Legal Information", page 1), word for word:
 * it stays in English in every language, and no other attribution to Wizards may accompany it.
 */
export const SRD_ATTRIBUTION =
  'This work includes material from the System Reference Document 5.2.1 ("SRD 5.2.1") by Wizards of the Coast LLC, available at https://www.dndbeyond.com/srd. The SRD 5.2.1 is licensed under the Creative Commons Attribution 4.0 International License, available at https://creativecommons.org/licenses/by/4.0/legalcode.';
