import type { Migration } from 'kysely/migration';
import { m0001_init } from './0001_init';
import { m0003_channels } from './0003_channels';
import { m0004_sandbox } from './0004_sandbox';
import { m0005_knowledge } from './0005_knowledge';
import { m0006_agent } from './0006_agent';
import { m0007_publication_image_hashes } from './0007_publication_image_hashes';
import { m0008_one_owner_per_account } from './0008_one_owner_per_account';
import { m0009_step_log_order } from './0009_step_log_order';
import { m0010_send_keys } from './0010_send_keys';
import { m0013_meta_logins } from './0013_meta_logins';
import { m0014_llm_usage } from './0014_llm_usage';
import { m0015_history_import } from './0015_history_import';
import { m0016_orders } from './0016_orders';
import { m0017_import_previews } from './0017_import_previews';
import { m0018_analytics } from './0018_analytics';
import { m0019_dialogue_state } from './0019_dialogue_state';
import { m0020_user_language } from './0020_user_language';
import { m0021_import_preview_parts } from './0021_import_preview_parts';
import { m0022_product_category } from './0022_product_category';
import { m0023_autopilot } from './0023_autopilot';
import { m0024_autopilot_orders } from './0024_autopilot_orders';
import { m0025_order_keys } from './0025_order_keys';
import { m0026_nova_poshta } from './0026_nova_poshta';
import { m0027_payments } from './0027_payments';
import { m0028_waybill_claims } from './0028_waybill_claims';
import { m0029_parcel_returns } from './0029_parcel_returns';
import { m0030_push } from './0030_push';
import { m0035_team } from './0035_team';
import { m0036_billing } from './0036_billing';
import { m0037_billing_tds } from './0037_billing_tds';
import { m0038_billing_yearly } from './0038_billing_yearly';
import { m0039_billing_uah } from './0039_billing_uah';
import { m0040_autopilot_learning } from './0040_autopilot_learning';

/** Every migration, by name (sorted by name when applied). Add new ones here. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001_init,
  '0003_channels': m0003_channels,
  '0004_sandbox': m0004_sandbox,
  '0005_knowledge': m0005_knowledge,
  '0006_agent': m0006_agent,
  '0007_publication_image_hashes': m0007_publication_image_hashes,
  '0008_one_owner_per_account': m0008_one_owner_per_account,
  '0009_step_log_order': m0009_step_log_order,
  '0010_send_keys': m0010_send_keys,
  '0013_meta_logins': m0013_meta_logins,
  '0014_llm_usage': m0014_llm_usage,
  '0015_history_import': m0015_history_import,
  '0016_orders': m0016_orders,
  '0017_import_previews': m0017_import_previews,
  '0018_analytics': m0018_analytics,
  '0019_dialogue_state': m0019_dialogue_state,
  '0020_user_language': m0020_user_language,
  '0021_import_preview_parts': m0021_import_preview_parts,
  '0022_product_category': m0022_product_category,
  '0023_autopilot': m0023_autopilot,
  '0024_autopilot_orders': m0024_autopilot_orders,
  '0025_order_keys': m0025_order_keys,
  '0026_nova_poshta': m0026_nova_poshta,
  '0027_payments': m0027_payments,
  '0028_waybill_claims': m0028_waybill_claims,
  '0029_parcel_returns': m0029_parcel_returns,
  '0030_push': m0030_push,
  '0035_team': m0035_team,
  '0036_billing': m0036_billing,
  '0037_billing_tds': m0037_billing_tds,
  '0038_billing_yearly': m0038_billing_yearly,
  '0039_billing_uah': m0039_billing_uah,
  '0040_autopilot_learning': m0040_autopilot_learning,
};
