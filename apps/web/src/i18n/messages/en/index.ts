// The English catalogue: the source every other language is checked against, and the fallback.
import account from './account.json';
import common from './common.json';
import errors from './errors.json';
import generator from './generator.json';
import home from './home.json';
import offline from './offline.json';
import player from './player.json';
import stories from './stories.json';

export const english = { account, common, errors, generator, home, offline, player, stories };
