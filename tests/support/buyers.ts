/**
 * Who books a paid strategy session in a test: the contact the session's checkout asks for
 * (decision 097). Each call is a different person, so a test's holds never add up to one
 * visitor's cap unless the test means them to.
 */
let n = 0;
export function buyer(name = "Dana Scully") {
  n += 1;
  return { name, email: `buyer-${process.pid}-${n}@example.com`, phone: "+1 512 555 0134" };
}
