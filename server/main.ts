// Production entry. React and other packages choose their production or development build from
// NODE_ENV when they are first loaded, so it must be set before anything imports them: the server
// itself is a separate bundle (build/server/serve.js) imported only after this line.
process.env.NODE_ENV ??= "production";
await import("./serve.js");

export {};
