// Line icons of the side menu (24x24, currentColor), decorative.
const PATHS = {
  chats: 'M4 5h16v11H8l-4 4z',
  channels: 'M5 12a7 7 0 0 1 14 0M8.5 12a3.5 3.5 0 0 1 7 0M12 12v8',
  knowledge: 'M5 4h10l4 4v12H5zM15 4v4h4M8 12h8M8 16h6',
  settings:
    'M12 8.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  orders: 'M6 7h12l-1 13H7zM9 7a3 3 0 0 1 6 0',
  analytics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  support: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01',
  exit: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
} as const;

export type MenuIconName = keyof typeof PATHS;

export function MenuIcon({ name }: { name: MenuIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
