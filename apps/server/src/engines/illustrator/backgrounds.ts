import type { SettingArt } from './setting-types.ts';
import { INDOOR_SETTINGS } from './settings-indoor.ts';
import { LAND_SETTINGS } from './settings-land.ts';
import { SEA_AND_SPACE_SETTINGS } from './settings-sea-space.ts';
import { TOWN_SETTINGS } from './settings-town.ts';

/** Every setting of the art vocabulary (domain/art-vocabulary.ts), by key. */
export const SETTINGS: Record<string, SettingArt> = {
  ...LAND_SETTINGS,
  ...SEA_AND_SPACE_SETTINGS,
  ...TOWN_SETTINGS,
  ...INDOOR_SETTINGS,
};

/** The art for a setting; an unknown setting (a parent's custom theme) becomes the magical meadow. */
export function settingArt(setting: string): SettingArt {
  return SETTINGS[setting] ?? (SETTINGS.meadow as SettingArt);
}
