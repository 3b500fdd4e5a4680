const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });

/** Seats taken of the capacity, as staff read it: "12 von 40 Plätzen (30 %)"; nothing to fill without dates. */
export const fillLevelText = (seatsTaken: number, capacity: number): string =>
  capacity === 0 ? '–' : `${String(seatsTaken)} von ${String(capacity)} Plätzen (${percent.format(seatsTaken / capacity)})`;
