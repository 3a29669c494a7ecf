import { Link, useLocation } from "react-router-dom";

/** Said to visitors who may not do something: sign in (as the right kind of account). */
export function SignInPrompt({ message }: { message: string }) {
  const location = useLocation();
  return (
    <div className="sign-in-prompt">
      <p className="notice notice--warn">{message}</p>
      <div className="actions-row">
        <Link to="/login" state={{ from: location }} className="btn btn--primary">
          Login
        </Link>
        <Link to="/signUp" state={{ from: location }} className="btn btn--outline">
          Create an account
        </Link>
      </div>
    </div>
  );
}
