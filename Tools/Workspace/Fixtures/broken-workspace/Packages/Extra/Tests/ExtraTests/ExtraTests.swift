import Testing

@Test func extra() {}
