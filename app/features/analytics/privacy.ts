/**
 * Do Not Track or Global Privacy Control: the beacon does not load, nothing is sent and no first
 * touch is kept (decision 072). Checked by the beacon when it starts.
 */
export function refusesTracking(nav: Navigator = navigator) {
  return (
    nav.doNotTrack === "1" || (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}
