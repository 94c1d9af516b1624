/// The growable output the value and Codable encoders write into.
///
/// A `[UInt8]` checks uniqueness and capacity on every append and cannot take bytes written
/// through a pointer without initialising them first; encoding a large tree does tens of
/// thousands of small appends, and those checks were a large part of its time. This buffer owns
/// its memory (noncopyable, so no copy can share it), checks capacity once per item, and writes
/// heads and payloads straight through its pointer. The finished bytes are copied out once.
struct EncodingBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written so far.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if extra > capacity &- count { grow(toHold: extra) }
    }

    @inline(never)
    private mutating func grow(toHold extra: Int) {
        // Doubling keeps the total copied below the final size.
        let needed = count + extra
        var newCapacity = capacity
        while newCapacity < needed { newCapacity = newCapacity > Int.max / 2 ? needed : newCapacity * 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// A head (RFC 8949 §3) in its shortest form.
    @inline(__always)
    mutating func appendHead(major: UInt8, argument: UInt64) {
        reserve(CBORHead.maximumLength)
        count &+= CBORHead.write(major: major, argument: argument, to: base + count)
    }

    /// A float in its shortest exact width.
    @inline(__always)
    mutating func appendFloat(_ value: Double) {
        reserve(CBORHead.maximumLength)
        count &+= CBORHead.writeFloat(value, to: base + count)
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count &+= bytes.count
    }

    /// A head with major type 2 or 3 and the bytes it announces.
    mutating func appendString(major: UInt8, _ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(CBORHead.maximumLength &+ bytes.count)
        count &+= CBORHead.write(major: major, argument: UInt64(bytes.count), to: base + count)
        if let source = bytes.baseAddress, !bytes.isEmpty {
            (base + count).initialize(from: source, count: bytes.count)
            count &+= bytes.count
        }
    }

    /// The written bytes from `start` on, for sorting a map's entries in place.
    mutating func withMutableBytes<Result>(
        from start: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Result
    ) -> Result {
        body(UnsafeMutableBufferPointer(start: base + start, count: count - start))
    }

    /// Everything written, as an array.
    func bytes() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Appends everything written to `bytes`.
    func append(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }
}
