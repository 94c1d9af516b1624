// Tests that use this module get swift-clocks' `TestClock` (time moves only on `advance(by:)`)
// and `ImmediateClock` with it: deadlines in flows are tested without sleeping.
@_exported import Clocks
