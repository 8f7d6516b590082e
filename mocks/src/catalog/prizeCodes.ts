import type { PrizeCodeRecord } from './types';

const qr = (code: string) => `https://promo.rimal.example/claim/${code}`;

/** The prize codes the demo shop API knows (docs/demo-catalog.md §3.1). */
export const prizeCodes: readonly PrizeCodeRecord[] = [
  {
    code: 'WIN50OFF01',
    userEmail: 'layla.haddad@example.com',
    winItemName: '50% Off on next order',
    qr: qr('WIN50OFF01'),
  },
  {
    code: 'WINGOLD001',
    userEmail: 'omar.rashid@example.com',
    winItemName: 'GOLD COIN',
    qr: qr('WINGOLD001'),
  },
  {
    code: 'WINPHONE01',
    userEmail: 'priya.nair@example.com',
    winItemName: 'Mobile Phone',
    qr: qr('WINPHONE01'),
  },
  {
    code: 'WINTOTE001',
    userEmail: 'mei.chen@example.com',
    winItemName: 'Tote bag',
    qr: qr('WINTOTE001'),
  },
  { code: 'NOPRIZE001', userEmail: 'sara.kim@example.com', qr: qr('NOPRIZE001') },
];
