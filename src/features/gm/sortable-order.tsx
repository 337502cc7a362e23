import {
  closestCenter, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors,
  type Announcements, type DragEndEvent, type Modifier, type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore } from '../../store/store';

/** Rows move up and down only. */
const ALONG_THE_LIST: Modifier[] = [({ transform }) => ({ ...transform, x: 0 })];

interface Props {
  /** The rows shown, in the order shown (a filtered turn order). */
  ids: string[];
  /** The whole turn order: a drop moves within it. */
  order: string[];
  /** The rows are sorted by something else than the turn order: dragging them would mean nothing. */
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/**
 * Reordering by dragging a row's handle, with dnd-kit rather than HTML5 drag and drop, which
 * touch screens do not fire (issue 15): the mouse drags after 4 px; a finger after holding
 * the handle for 250 ms, so a swipe that starts on it still scrolls and a tap does nothing;
 * the keyboard with Space, the arrows and Space (Escape cancels). What happens is said to
 * screen readers in the user's language.
 */
export function SortableOrder({ ids, order, disabled, onMove, children }: Props) {
  const { t } = useTranslation('gm');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Said only when the place changes: at pick-up the row is over itself, and saying so at
  // once would cut off "Picked up …" in the live region.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier) => appStore.getState().sheets[String(id)]?.creature.name ?? '';
    const at = (id: UniqueIdentifier) => ({ place: order.indexOf(String(id)) + 1, total: order.length });
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t('drag.picked', { name: name(active.id), ...at(active.id) });
      },
      onDragOver: ({ active, over }) => {
        if ((over?.id ?? null) === lastOver.current) return undefined;
        lastOver.current = over?.id ?? null;
        return over ? t('drag.over', { name: name(active.id), ...at(over.id) }) : t('drag.outside', { name: name(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over ? t('drag.dropped', { name: name(active.id), ...at(over.id) }) : t('drag.cancelled', { name: name(active.id), ...at(active.id) }),
      onDragCancel: ({ active }) => t('drag.cancelled', { name: name(active.id), ...at(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('drag.instructions') } };
  }, [order, t]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={ALONG_THE_LIST} accessibility={accessibility} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
