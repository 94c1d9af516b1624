// The agent's API is written in Candid's types: `Principal` is `CandidPrincipal`, arguments and
// replies are Candid values. Re-exported so `import ICPAgent` is enough to use it.
@_exported import Candid
