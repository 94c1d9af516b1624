import BLS12381Kernels
import BigInt
import BigNum
import Testing

@testable import BLS12381

@Suite struct FieldTests {
    @Test func fpArithmetic() {
        let two = Fp(2)
        let three = Fp(3)
        let six = Fp(6)
        #expect(two * three == six)
        #expect(six - three == three)
        #expect(three - six == -three)
        #expect(three * three.inverse == .one)
        #expect(Fp(4).squareRoot().map { $0 == two || $0 == -two } == true)
        #expect(Fp(11).squareRoot() == nil)  // Z = 11 is the SSWU non-square
        #expect(Fp(1234567).bigEndianBytes.suffix(3) == [0x12, 0xd6, 0x87])
        #expect(Fp(bigEndian: Fp(99).bigEndianBytes) == Fp(99))
    }

    @Test func towerInverses() {
        let a = Fp2(Fp(5), Fp(7))
        #expect(a * a.inverse == .one)
        #expect(a.squared == a * a)
        if let root = a.squared.squareRoot() { #expect(root == a || root == -a) } else { Issue.record("no root") }
        let b = Fp6(a, Fp2(Fp(3), Fp(1)), Fp2(Fp(2), Fp(9)))
        #expect(b * b.inverse == .one)
        let c = Fp12(b, Fp6(Fp2(Fp(1), Fp(2)), a, a.squared))
        #expect(c * c.inverse == .one)
        #expect(c.squared == c * c)
        // Frobenius is the p-th power map: twelve applications are the identity, and it is multiplicative.
        var f = c
        for _ in 0..<12 { f = f.frobenius }
        #expect(f == c)
        #expect((c * c.squared).frobenius == c.frobenius * c.squared.frobenius)
        #expect(c.frobenius != c)
        // Cyclotomic squaring agrees with squaring on the cyclotomic subgroup.
        var t = c.conjugate * c.inverse
        t = t.frobenius.frobenius * t
        #expect(t.cyclotomicSquared == t.squared)
        #expect(Pairing.powerX(t) * Pairing.powerX(t).conjugate == .one)
    }

    @Test func sparseLineMultiplication() {
        let a = Fp2(Fp(5), Fp(7))
        let b = Fp2(Fp(11), Fp(2))
        let d = Fp2(Fp(8), Fp(1))
        let c = Fp12(Fp6(a, b, d), Fp6(d, a, b))
        let sparse = Fp12(Fp6(a, b, .zero), Fp6(.zero, d, .zero))
        #expect(c.multiplied(byLine: a, b, d) == c * sparse)
    }

    static let modulus = BigUInt(
        bytes: hex("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab"))

    static func bytes48(_ value: BigUInt) -> [UInt8] { (try? value.bytes(count: 48)) ?? [] }

    /// Field arithmetic against BigUInt on random elements (and the extremes 0, 1, p-1).
    @Test func arithmeticMatchesBigIntegers() throws {
        var generator = SeededGenerator(seed: 0xF1E1D)
        var values = [BigUInt(0), BigUInt(1), Self.modulus - 1, Self.modulus - 2]
        for _ in 0..<60 { values.append(BigUInt(bytes: generator.bytes(48)) % Self.modulus) }
        for (index, a) in values.enumerated() {
            let b = values[(index * 7 + 3) % values.count]
            let fa = try #require(Fp(bigEndian: Self.bytes48(a)))
            let fb = try #require(Fp(bigEndian: Self.bytes48(b)))
            #expect((fa * fb).bigEndianBytes == Self.bytes48(a * b % Self.modulus))
            #expect((fa + fb).bigEndianBytes == Self.bytes48((a + b) % Self.modulus))
            #expect((fa - fb).bigEndianBytes == Self.bytes48((a + Self.modulus - b) % Self.modulus))
            #expect((-fa).bigEndianBytes == Self.bytes48((Self.modulus - a) % Self.modulus))
            #expect(fa.squared.bigEndianBytes == Self.bytes48(a * a % Self.modulus))
            // Multiplication also takes unreduced sums (below 2p) as factors.
            let sum = Fp.unreducedSum(fa, fb)
            #expect((sum * sum).bigEndianBytes == Self.bytes48((a + b) * (a + b) % Self.modulus))
            #expect((sum * fa).bigEndianBytes == Self.bytes48((a + b) * a % Self.modulus))
        }
        #expect(Fp(bigEndian: Self.bytes48(Self.modulus)) == nil)
    }

    /// The x86-64 assembly multiplication against the Swift one it replaces: random elements,
    /// the largest ones (every limb of p - 1 and its neighbours), and sparse representations.
    @Test(.enabled(if: bls12381_adx_available() != 0, "the processor has no BMI2/ADX"))
    func assemblyProductMatchesSwift() throws {
        var generator = SeededGenerator(seed: 0xAD)
        var values: [Fp] = [
            .zero, .one, Fp(montgomery: (1, 0, 0, 0, 0, 0)), -Fp(montgomery: (1, 0, 0, 0, 0, 0)), -Fp.one,
            Fp(montgomery: (UInt64.max, UInt64.max, UInt64.max, UInt64.max, UInt64.max, 0x1a0111ea397fe699)),
            Fp(montgomery: (0, 0, 0, 0, 0, 0x1a0111ea397fe69a)), Fp.r2, Fp.r3,
        ]
        for _ in 0..<2_000 {
            let value = BigUInt(bytes: generator.bytes(48)) % Self.modulus
            values.append(try #require(Fp(bigEndian: Self.bytes48(value))))
        }
        var mismatches = 0
        for (index, a) in values.enumerated() {
            let b = values[(index &* 31 &+ 7) % values.count]
            // Unreduced sums (up to 2p - 2) are factors too.
            let sum = Fp.unreducedSum(a, b)
            for (x, y) in [(a, b), (a, values[index % 9]), (a, a), (sum, b), (sum, sum)]
            where x * y != Fp.portableProduct(x, y) {
                mismatches += 1
                if mismatches <= 5 { Issue.record("\(x) · \(y)") }
            }
        }
        #expect(mismatches == 0)
    }

    /// Inversion (binary Euclid on the Montgomery form) and public-exponent powers (sliding
    /// window) against BigUInt, on random elements, the extremes, and representations with long
    /// runs of zero bits, which take the inversion's multi-limb shifts.
    @Test func inversionAndPowersMatchBigIntegers() throws {
        var generator = SeededGenerator(seed: 0x1A7)
        var values = [BigUInt(1), BigUInt(2), Self.modulus - 1, Self.modulus - 2, BigUInt(1) << 380, BigUInt(1) << 64]
        for _ in 0..<60 { values.append(BigUInt(bytes: generator.bytes(48)) % Self.modulus) }
        let exponents: [[UInt64]] = [
            [0], [1], [2], [15], [16], [17], [UInt64.max], [0, 1], [0, 0, 0, 0, 0, 0], Fp.pMinus3Over4,
            Fp.pMinus1Over2, (0..<6).map { _ in generator.next() },
        ]
        for (index, a) in values.enumerated() {
            let fa = try #require(Fp(bigEndian: Self.bytes48(a)))
            let inverse = try #require(a.inverse(Self.modulus))
            #expect(fa.inverse.bigEndianBytes == Self.bytes48(inverse), "\(a)")
            // BigUInt's modular power is slow in debug builds: the exponents go to a few values.
            for exponent in exponents where index < 10 {
                let expected = a.power(BigUInt(words: exponent.map { UInt($0) }), modulus: Self.modulus)
                #expect(fa.power(exponent).bigEndianBytes == Self.bytes48(expected), "\(a)^\(exponent)")
            }
        }
        #expect(Fp.zero.inverse == .zero)
        let sparse: [Fp] = [
            Fp(montgomery: (1, 0, 0, 0, 0, 0)), Fp(montgomery: (0, 0, 0, 0, 0, 1)), Fp(montgomery: (0, 0, 0, 1, 0, 0)),
            Fp(montgomery: (0x8000_0000_0000_0000, 0, 0, 0, 0, 0)),
            Fp(montgomery: (0, 0, 0, 0, 0, 0x1000_0000_0000_0000)),
        ]
        for value in sparse { #expect(value * value.inverse == .one, "\(value)") }
        #expect(Fp.r3 == Fp.r2 * Fp.r2)
        #expect(Fp2.oneHalf.doubled == .one)
    }

    /// Square roots in Fp2 through both branches of the norm method (x a square or not), of
    /// elements with c1 = 0 (real and imaginary roots), and non-squares (a square times ξ).
    @Test func fp2SquareRoots() throws {
        var generator = SeededGenerator(seed: 0x5C2)
        func element() throws -> Fp {
            try #require(Fp(bigEndian: Self.bytes48(BigUInt(bytes: generator.bytes(48)) % Self.modulus)))
        }
        var squares = [Fp2(Fp(3), .zero), Fp2(.zero, Fp(5)), Fp2(Fp(1), Fp(1)), Fp2(-Fp(1), .zero)]
        for _ in 0..<40 { squares.append(Fp2(try element(), try element())) }
        for a in squares {
            let root = try #require(a.squared.squareRoot(), "\(a)")
            #expect(root == a || root == -a, "\(a)")
            #expect(a.isZero || (a.squared * Fp2.one.timesNonResidue).squareRoot() == nil, "\(a)")
        }
        #expect(Fp2.zero.squareRoot() == .zero)
        #expect(Fp2(Fp(11), .zero).squareRoot().map { $0.c0.isZero && $0.squared == Fp2(Fp(11), .zero) } == true)
    }

    /// hash_to_field's 64-byte reduction against BigUInt, including inputs whose low 48 bytes
    /// exceed p (a real mainnet message once hashed wrongly when they were not reduced first).
    @Test func wideReductionMatchesBigIntegers() {
        var generator = SeededGenerator(seed: 0x1D3)
        var inputs = [
            [UInt8](repeating: 0xff, count: 64), [UInt8](repeating: 0, count: 64),
            [UInt8](repeating: 0, count: 16) + [UInt8](repeating: 0xff, count: 48),
        ]
        for _ in 0..<200 { inputs.append(generator.bytes(64)) }
        for input in inputs {
            #expect(
                Fp(wideBigEndian: input).bigEndianBytes == Self.bytes48(BigUInt(bytes: input) % Self.modulus),
                "\(hexString(input))")
        }
    }
}
