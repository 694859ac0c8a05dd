/** Icons of the game page toolbar. Decorative: each control has its own text label. */
const icon = (path: string) =>
  function Icon() {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    );
  };

export const BackIcon = icon('M15 5l-7 7 7 7');
export const EnterFullscreenIcon = icon('M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5');
export const ExitFullscreenIcon = icon('M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5');
export const InfoIcon = icon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01');
