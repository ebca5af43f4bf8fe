import { deleteBrandKitContract, saveBrandKitContract } from '../schemas/brand-kit.js';

// Brand kits: one per paying account, saved whole (validated and audited) by its owner.
export const brandKitsContracts = {
  saveBrandKit: saveBrandKitContract,
  deleteBrandKit: deleteBrandKitContract,
};
