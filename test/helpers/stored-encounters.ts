/** `databook:encounters` as stored, with one encounter of one combatant: its fields and `extra` ones. */
export function storedEncounters(combatant: Record<string, unknown>) {
  return {
    encounters: {
      e1: {
        id: 'e1', name: '1', combatants: [{ sheetId: 's1', initiative: null, modifier: 0, tiebreak: 3, ...combatant }], round: 0, turn: 0,
        effects: [], pendingDeathSave: null, pendingSaves: [], turnHistory: [], missionFailedAt: null, createdAt: 1,
      },
    },
    activeEncounterId: 'e1',
  };
}
