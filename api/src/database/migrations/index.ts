/** Every migration, in order. Listed explicitly so the compiled server and the tests load the same set. */
import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { ReferenceData1763800000001 } from './1763800000001-reference-data';
import { SearchAndIndexes1763900000000 } from './1763900000000-search-and-indexes';
import { GinWithoutPendingList1763900000001 } from './1763900000001-gin-without-pending-list';
import { SharedLimits1764000000000 } from './1764000000000-shared-limits';
import { PagedListIndexes1764000000001 } from './1764000000001-paged-list-indexes';
import { Pagos1764100000001 } from './1764100000001-pagos';
import { ListTotalsAndSearchText1764100000005 } from './1764100000005-list-totals-and-search-text';
import { HoldsAndSettings1764100000002 } from './1764100000002-holds-and-settings';
import { IcalFeeds1764100000007 } from './1764100000007-ical-feeds';
import { Remotos1764200000001 } from './1764200000001-remotos';
import { StayStates1764200000002 } from './1764200000002-stay-states';
import { AuditAndRoles1764200000003 } from './1764200000003-audit-and-roles';
import { IcalImport1764200000004 } from './1764200000004-ical-import';
import { DataVersion1764300000001 } from './1764300000001-data-version';
import { RefundsAndCancellations1764400000001 } from './1764400000001-refunds-and-cancellations';
import { ReceiptNumbers1764400000002 } from './1764400000002-receipt-numbers';
import { CashUp1764400000003 } from './1764400000003-cash-up';
import { EarlyCheckout1764400000004 } from './1764400000004-early-checkout';
import { StayCharges1764400000005 } from './1764400000005-stay-charges';
import { IcalSyncLeaseAndFreeNights1764500000011 } from './1764500000011-ical-sync-lease-and-free-nights';
import { StayStateMoves1764500000021 } from './1764500000021-stay-state-moves';
import { IdempotencyKeys1764500000031 } from './1764500000031-idempotency-keys';
import { Temporadas1764600000001 } from './1764600000001-temporadas';
import { Huespedes1764700000001 } from './1764700000001-huespedes';
import { Limpieza1764700000002 } from './1764700000002-limpieza';
import { HoySaldos1764700000003 } from './1764700000003-hoy-saldos';
import { PersonasCubrenHuespedes1764700000004 } from './1764700000004-personas-cubren-huespedes';

export const MIGRATIONS = [
  InitialSchema1763800000000,
  ReferenceData1763800000001,
  SearchAndIndexes1763900000000,
  GinWithoutPendingList1763900000001,
  SharedLimits1764000000000,
  PagedListIndexes1764000000001,
  Pagos1764100000001,
  HoldsAndSettings1764100000002,
  ListTotalsAndSearchText1764100000005,
  IcalFeeds1764100000007,
  Remotos1764200000001,
  StayStates1764200000002,
  AuditAndRoles1764200000003,
  IcalImport1764200000004,
  DataVersion1764300000001,
  RefundsAndCancellations1764400000001,
  ReceiptNumbers1764400000002,
  CashUp1764400000003,
  EarlyCheckout1764400000004,
  StayCharges1764400000005,
  IcalSyncLeaseAndFreeNights1764500000011,
  StayStateMoves1764500000021,
  IdempotencyKeys1764500000031,
  Temporadas1764600000001,
  Huespedes1764700000001,
  Limpieza1764700000002,
  HoySaldos1764700000003,
  PersonasCubrenHuespedes1764700000004,
];
