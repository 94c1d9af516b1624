// `nat` and `int` values are BigNum's (re-exported attaswift) BigUInt/BigInt, so they are part
// of this module's API: importing Candid is enough to build and read them.
@_exported import BigNum
