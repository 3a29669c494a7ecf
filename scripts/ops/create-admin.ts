/**
 * `npm run create-admin -- <email>`: makes an existing account an administrator. The person signs
 * up on the site first (sign-up saves them as a buyer or seller); an admin role can never be
 * chosen through the API (edge-api/src/routes/users.ts), so this is how the first one is made.
 */
import pg from "pg";
import { operationsDatabaseUrl, runCommand } from "./database-url";

runCommand(async () => {
  const email = process.argv[2]?.trim();
  if (!email || process.argv.length > 3) throw new Error("Usage: npm run create-admin -- <email of an existing account>");
  const client = new pg.Client({ connectionString: operationsDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; role: string }>(
      `UPDATE users SET role = 'admin' FROM (SELECT id, role AS previous FROM users WHERE lower(email) = lower($1)) AS found
       WHERE users.id = found.id RETURNING users.email, found.previous AS role`,
      [email],
    );
    const user = rows[0];
    if (!user) throw new Error(`No account with the email ${email}. Sign up on the site with it first, then run this again.`);
    console.log(user.role === "admin" ? `✓ ${user.email} is already an admin.` : `✓ ${user.email} is now an admin (was ${user.role}).`);
  } finally {
    await client.end();
  }
});
