import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorStatus } from '@/shared/api';
import { useGetProjectQuery, useGetProjectsQuery, type ProjectListArg } from '../api/project-api';
import { toProject, type Project } from './project';

/**
 * A person's projects change wherever they are signed in (another tab, a colleague's share, a
 * phone): shown again after the person was away from this tab, they are asked for once more. The
 * answer shown meanwhile stays (`currentData`), so nothing flashes a loading state.
 */
const ASK_AGAIN_WHEN_BACK = { refetchOnFocus: true } as const;

/** The signed-in user's projects (skipped while `enabled` is false: visitors have none). */
export function useProjectList(arg: ProjectListArg, { enabled = true } = {}) {
  const query = useGetProjectsQuery(enabled ? arg : skipToken, ASK_AGAIN_WHEN_BACK);
  const projects = useMemo<Project[] | undefined>(() => query.currentData?.map(toProject), [query.currentData]);
  return {
    projects,
    isLoading: query.isLoading || (query.isFetching && !query.currentData),
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: query.refetch,
  };
}

/** One project by uuid or numeric id; `notFound` when the server says 404 (missing or not theirs). */
export function useProject(key: string | null | undefined) {
  const query = useGetProjectQuery(key ? key : skipToken, ASK_AGAIN_WHEN_BACK);
  const project = useMemo<Project | undefined>(() => (query.currentData ? toProject(query.currentData) : undefined), [query.currentData]);
  return {
    project,
    isLoading: query.isLoading || (query.isFetching && !query.currentData),
    isError: query.isError,
    notFound: query.isError && errorStatus(query.error) === 404,
    refetch: query.refetch,
  };
}
