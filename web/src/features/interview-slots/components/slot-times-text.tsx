import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSlotTimes, slotTimes, type SlotTimesInput, type SlotTimesLabels } from '../slot-times.ts';

/** The words around a slot's times, in the UI language. */
export const useSlotTimesLabels = (): SlotTimesLabels => {
  const { t } = useTranslation('interview-slots');
  return {
    yours: (v) => t('times.yours', v),
    fair: (v) => (v.day ? t('times.fairWithDay', v) : t('times.fair', v)),
    same: (v) => t('times.same', v),
  };
};

/** A slot's times as one line, in the viewer's zone and the fair's. */
export const useSlotTimesLine = (): ((slot: SlotTimesInput) => string) => {
  const { i18n } = useTranslation('interview-slots');
  const labels = useSlotTimesLabels();
  return (slot) => formatSlotTimes(slotTimes(slot, i18n.language), labels);
};

/** A slot's times, both zones, as a `<time>` element. */
export function SlotTimesText({ slot, ...props }: { slot: SlotTimesInput } & TextProps) {
  const line = useSlotTimesLine();
  return (
    <Text {...props}>
      <time dateTime={slot.startsAt}>{line(slot)}</time>
    </Text>
  );
}
