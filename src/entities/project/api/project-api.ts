import { freeze } from '@reduxjs/toolkit';
import {
  baseApi,
  LIST_ID,
  type ProjectAddRequestDto,
  type ProjectAddResultDto,
  type ProjectDto,
  type ProjectItemDto,
  type ProjectOrdering,
  type TrackDto,
} from '@/shared/api';
import {
  entryTypeOf,
  hasEntry,
  insertItem,
  pendingItem,
  removeEntry,
  toItemData,
  withItems,
  withPositions,
} from '../lib/project-items';

export interface ProjectListArg {
  search?: string;
  ordering?: ProjectOrdering;
}

export interface CreateProjectArg {
  title: string;
  description?: string;
  item_data?: { id: number; type: string; position?: number }[];
  collections?: { type: string; id: number | string }[];
}

export interface UpdateProjectArg {
  uuid: string;
  title?: string;
  description?: string;
}

export interface DuplicateProjectArg {
  uuid: string;
  title: string;
}

export interface AddProjectItemArg {
  uuid: string;
  body: ProjectAddRequestDto;
  /** The track or stem being added: shown in the project at once, before the server answers. */
  track?: TrackDto;
}

export interface RemoveProjectItemArg {
  uuid: string;
  /** The track or stem id, as add and set-items name items (not the project item's own id). */
  item_id: number;
  type: ProjectItemDto['type'];
}

export interface SetProjectItemsArg {
  uuid: string;
  /** The full ordered list as it should be (shown at once; saved as `{id, type, position}`). */
  items: ProjectItemDto[];
}

const LIST_TAG = { type: 'Project' as const, id: LIST_ID };
const projectTag = (uuid: string) => ({ type: 'Project' as const, id: uuid });

export const projectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<ProjectDto[], ProjectListArg>({
      query: ({ search, ordering }) => ({
        url: '/users/me/projects/',
        params: { ...(search ? { search } : {}), ordering: ordering ?? '-updated_at' },
      }),
      providesTags: (result) => [LIST_TAG, ...(result ?? []).map((project) => projectTag(project.uuid))],
    }),
    /** A project by uuid (or numeric id, for `/project/{id}` links). */
    getProject: build.query<ProjectDto, string>({
      query: (key) => `/users/me/projects/${encodeURIComponent(key)}/`,
      // The answer is frozen at its root before it is cached: Immer then stores it as it is,
      // instead of walking (and freezing) every item of a long project while the person waits.
      transformResponse: (project: ProjectDto) => freeze(project),
      providesTags: (result, _error, key) => [projectTag(result?.uuid ?? key)],
    }),
    createProject: build.mutation<ProjectDto, CreateProjectArg>({
      query: ({ title, description = '', item_data = [], collections = [] }) => ({
        url: '/users/me/projects/',
        method: 'POST',
        body: { title, description, item_data, collections },
      }),
      invalidatesTags: [LIST_TAG],
    }),
    /** Rename (or change the description); the project list is refreshed afterwards. */
    updateProject: build.mutation<ProjectDto, UpdateProjectArg>({
      query: ({ uuid, ...body }) => ({ url: `/users/me/projects/${encodeURIComponent(uuid)}/`, method: 'PATCH', body }),
      async onQueryStarted({ uuid }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data === undefined) return;
        if (isTheProject(data, uuid)) dispatch(projectApi.util.upsertQueryData('getProject', uuid, data));
        else dispatch(projectApi.util.invalidateTags([projectTag(uuid)]));
      },
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    deleteProject: build.mutation<null, string>({
      query: (uuid) => ({ url: `/users/me/projects/${encodeURIComponent(uuid)}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    duplicateProject: build.mutation<ProjectDto, DuplicateProjectArg>({
      query: ({ uuid, title }) => ({ url: `/users/me/projects/${encodeURIComponent(uuid)}/duplicate/`, method: 'POST', body: { title } }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    /**
     * Adds a track or stem (shown at once, rolled back when the server refuses) or a collection
     * (shown when the server answers). Duplicates (same id and type) are not shown twice.
     */
    addProjectItem: build.mutation<ProjectAddResultDto, AddProjectItemArg>({
      query: ({ uuid, body }) => ({ url: `/users/me/projects/${encodeURIComponent(uuid)}/add/`, method: 'POST', body }),
      async onQueryStarted({ uuid, body, track }, api) {
        const type = entryTypeOf(body.type);
        const undo =
          track && type
            ? patchProject(api, uuid, (project) => {
                if (hasEntry(project.items, { id: track.id, type })) return project;
                return withItems(project, insertItem(project.items, pendingItem(track, type), body.track_number));
              })
            : () => {};
        await settle(api, uuid, undo);
      },
    }),
    removeProjectItem: build.mutation<ProjectDto, RemoveProjectItemArg>({
      query: ({ uuid, item_id, type }) => ({ url: `/users/me/projects/${encodeURIComponent(uuid)}/remove-item/`, method: 'POST', body: { item_id, type } }),
      async onQueryStarted({ uuid, item_id, type }, api) {
        const undo = patchProject(api, uuid, (project) => withItems(project, removeEntry(project.items, { id: item_id, type })));
        await settle(api, uuid, undo);
      },
    }),
    /** Saves the full ordered list (reorder, or a drop at a position), shown at once. */
    setProjectItems: build.mutation<ProjectDto, SetProjectItemsArg>({
      query: ({ uuid, items }) => ({ url: `/users/me/projects/${encodeURIComponent(uuid)}/set-items/`, method: 'POST', body: { item_data: toItemData(items) } }),
      async onQueryStarted({ uuid, items }, api) {
        const undo = patchProject(api, uuid, (project) => withItems(project, withPositions(items)));
        await settle(api, uuid, undo);
      },
    }),
  }),
});

type LifecycleApi = {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: ProjectDto }>;
};

type Patch = { undo: () => void };

/**
 * Applies `change` to the project wherever it is cached (its detail and every loaded list) and
 * returns the undo of all of it.
 */
function patchProject(api: Pick<LifecycleApi, 'dispatch' | 'getState'>, uuid: string, change: (project: ProjectDto) => ProjectDto): () => void {
  const { dispatch, getState } = api;
  const patches: Patch[] = [];
  patches.push(dispatch(projectApi.util.updateQueryData('getProject', uuid, (draft) => change(draft))) as Patch);
  const state = getState() as Parameters<typeof projectApi.util.selectCachedArgsForQuery>[0];
  for (const args of projectApi.util.selectCachedArgsForQuery(state, 'getProjects')) {
    const patch = dispatch(
      projectApi.util.updateQueryData('getProjects', args, (draft) =>
        draft.map((project) => (project.uuid === uuid ? change(project) : project)),
      ),
    ) as Patch;
    patches.push(patch);
  }
  return () => patches.forEach((patch) => patch.undo());
}

/**
 * Whether a change's answer is the project itself. The spec does not show what a rename, a removal
 * or a new order answers: a server that answers anything else (nothing, a `detail`) must not have
 * it cached as the project, which would then show no items.
 */
function isTheProject(data: unknown, uuid: string): data is ProjectDto {
  if (!data || typeof data !== 'object') return false;
  const project = data as Partial<ProjectDto>;
  return project.uuid === uuid && Array.isArray(project.items);
}

/**
 * Waits for the server: its answer replaces the optimistic project (an answer that is not the
 * project leaves the optimistic one shown and reads the project again), and the lists refetch
 * (the project moved to the top of "Most Recent"); a failure undoes the optimistic change.
 */
async function settle(api: LifecycleApi, uuid: string, undo: () => void): Promise<void> {
  let data: unknown;
  try {
    ({ data } = await api.queryFulfilled);
  } catch {
    undo();
    return;
  }
  if (isTheProject(data, uuid)) {
    const project: ProjectDto = { ...data };
    delete (project as Partial<ProjectAddResultDto>).duplicates;
    api.dispatch(projectApi.util.upsertQueryData('getProject', uuid, project));
    api.dispatch(projectApi.util.invalidateTags([LIST_TAG]));
  } else {
    api.dispatch(projectApi.util.invalidateTags([LIST_TAG, projectTag(uuid)]));
  }
}

export const {
  useGetProjectsQuery,
  useGetProjectQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useDuplicateProjectMutation,
  useAddProjectItemMutation,
  useRemoveProjectItemMutation,
  useSetProjectItemsMutation,
} = projectApi;
