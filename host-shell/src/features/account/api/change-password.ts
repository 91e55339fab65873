import { useMutation } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiPost } from 'shared-api';

const PATH = '/student/change-password';

export type PasswordChange = { old_password: string; new_password: string; confirm_password: string };

/** Changes the password; the server signs out the student's other devices. A refusal is shown on the form: no 400 toast. */
export const changePassword = (change: PasswordChange) => apiPost<ApiData<'/v3/student/change-password', 'post'>>(PATH, change, { silentBadRequest: true });

/** Nothing cached shows the password, so nothing is updated. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
