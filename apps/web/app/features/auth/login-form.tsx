import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isRole, loginRoleOptions, messages } from '@nourishwell/shared';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PasswordField, SelectField, TextField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { saveSession } from '../../lib/session.ts';
import { login } from './auth-api.ts';
import { returnPathAfterLogin } from './return-to.ts';

// D2 answers any mismatch with one message (no enumeration), so the form says up front why
// the right password can still fail.
const ROLE_HINT =
  'Choose the role of your account: an admin, nutritionist or client account signs in only with its own role.';

/** Sign-in (§2.4, D1, D2): email, password and an explicitly chosen role. */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password || !isRole(role)) {
      setError(messages.auth.fillAllFields);
      toast.error(messages.auth.fillAllFields);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const session = await login({ email, password, role });
      saveSession(session.token, session.user);
      toast.success(messages.auth.loggedInAs(session.user.role));
      navigate(
        session.mustChangePassword
          ? '/change-password'
          : returnPathAfterLogin(params.get('next'), session.user.role),
      );
    } catch (caught) {
      const message =
        caught instanceof ApiError && caught.message
          ? caught.message
          : messages.auth.invalidCredentials;
      setError(message);
      toast.error(message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <SelectField
        label="Login As"
        name="role"
        hint={ROLE_HINT}
        value={role}
        onChange={(e) => setRole(e.target.value)}
      >
        <option value="" disabled>
          Select role
        </option>
        {loginRoleOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <FormAlert message={error} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? messages.auth.signingIn : 'Login'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link
          to="/forgotpassword"
          className="font-medium text-emerald-800 underline-offset-4 hover:underline"
        >
          Forgot Password ?
        </Link>
        <Link to="/" className="text-stone-700 underline-offset-4 hover:underline">
          ← Back to Home
        </Link>
      </div>
    </form>
  );
}
