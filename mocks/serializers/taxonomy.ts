import type { ComposerDto, InstrumentCategoryDto, KeywordCategoryDto } from '@/shared/api/contract/dto';
import { db } from '../db';
import type { ViewerLike } from '../search/catalogue-index';

/**
 * The filter taxonomies exactly as the real server answers: raw category names ("Type of Show",
 * "Acoustic", "Electric", "Other Plectrum"), raw order (by `position`, not the app's order), and
 * an empty category the app drops. The app renames, reorders and adds "Specify BPM"/"Specify Key".
 */

export function serializeKeywordCategories(): KeywordCategoryDto[] {
  const subcategories = db.keywordSubcategory.getAll();
  const keywords = db.keyword.getAll().sort((a, b) => a.id - b.id);
  return db.keywordCategory
    .getAll()
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((category) => ({
      id: category.id,
      name: category.name,
      subcategories: subcategories
        .filter((sub) => sub.categoryId === category.id)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((sub) => ({
          id: sub.id,
          name: sub.name,
          keywords: keywords.filter((keyword) => keyword.subcategoryId === sub.id).map(({ id, name }) => ({ id, name })),
        })),
    }));
}

export function serializeInstrumentCategories(): InstrumentCategoryDto[] {
  const instruments = db.instrument.getAll().sort((a, b) => a.id - b.id);
  return db.instrumentCategory
    .getAll()
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((category) => ({
      id: category.id,
      name: category.name,
      instruments: instruments.filter((instrument) => instrument.categoryId === category.id).map(({ id, name }) => ({ id, name })),
    }));
}

/** Composers by last name; a restricted viewer does not see composers of their restricted PROs. */
export function serializeComposers(viewer: ViewerLike | null | undefined): ComposerDto[] {
  const restricted = new Set((viewer?.restricted_pro_groups ?? []).map((group) => group.toUpperCase()));
  return db.composer
    .getAll()
    .filter((composer) => !restricted.has(composer.pro.toUpperCase()))
    .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name) || a.id - b.id)
    .map(({ id, name, first_name, last_name, pro }) => ({ id, name, first_name, last_name, pro }));
}
