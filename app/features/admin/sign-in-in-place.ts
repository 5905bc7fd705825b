// A page that can sign in again without leaving (SignInAgainDialog) says so in its form posts with
// this field, which it renders only once hydrated. Such a post, made after the session ended, is
// answered with a 401 the page shows in place; a post without it (no script, another client) gets
// the admin's error page with a sign-in link, as every other admin write does.
export const SIGN_IN_IN_PLACE_FIELD = "signInInPlace";
