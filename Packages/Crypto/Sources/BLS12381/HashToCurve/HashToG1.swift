import CryptoPrimitives

/// Hashing to G1 per RFC 9380 §3 (hash_to_curve, random-oracle variant): expand_message_xmd with
/// SHA-256 (§5.3.1), hash_to_field to two Fp elements (§5.2), the simplified SWU map onto the
/// 11-isogenous curve E' (§6.6.2), the 11-isogeny to E (Appendix E.2), and cofactor clearing by
/// multiplication with h_eff = 0xd201000000010001 (§8.8.1).
public enum HashToG1 {
    /// The IC's signature ciphersuite (min-sig, basic scheme).
    public static let signatureDST = Array("BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_".utf8)

    /// hash_to_curve(message) for the domain separation tag `dst`.
    public static func hash<Message: Collection>(_ message: Message, dst: [UInt8]) -> G1Point
    where Message.Element == UInt8 {
        let uniform = expandMessageXMD(Array(message), dst: dst, length: 128)
        let u0 = Fp(wideBigEndian: uniform[0..<64])
        let u1 = Fp(wideBigEndian: uniform[64..<128])
        let m0 = mapToIsogenousCurve(u0)
        let m1 = mapToIsogenousCurve(u1)
        // One inversion for both x denominators (Montgomery's trick); A'·tv4 is never zero.
        let inverse = (m0.xDenominator * m1.xDenominator).inverse
        let q0 = isogenyMap(x: m0.xNumerator * m1.xDenominator * inverse, y: m0.y)
        let q1 = isogenyMap(x: m1.xNumerator * m0.xDenominator * inverse, y: m1.y)
        return G1Point((q0 + q1).multiplied(byLimbs: [hEff]))
    }

    /// expand_message_xmd (RFC 9380 §5.3.1) with SHA-256: b_in_bytes = 32, s_in_bytes = 64.
    /// `length` must be at most 255·32; this module only asks for 128.
    static func expandMessageXMD(_ message: [UInt8], dst: [UInt8], length: Int) -> [UInt8] {
        // §5.3.3: a DST over 255 bytes is replaced by a hash of it.
        let dstBytes = dst.count > 255 ? Array(SHA256.hash(data: Array("H2C-OVERSIZE-DST-".utf8) + dst)) : dst
        let dstPrime = dstBytes + [UInt8(dstBytes.count)]
        let blocks = (length + 31) / 32
        var hasher = SHA256()
        hasher.update(data: [UInt8](repeating: 0, count: 64))
        hasher.update(data: message)
        hasher.update(data: [UInt8(truncatingIfNeeded: length >> 8), UInt8(truncatingIfNeeded: length), 0])
        hasher.update(data: dstPrime)
        let b0 = Array(hasher.finalize())
        var previous = Array(SHA256.hash(data: b0 + [1] + dstPrime))
        var output = previous
        if blocks > 1 {
            for index in 2...blocks {
                let mixed = zip(b0, previous).map { $0 ^ $1 }
                previous = Array(SHA256.hash(data: mixed + [UInt8(truncatingIfNeeded: index)] + dstPrime))
                output += previous
            }
        }
        return Array(output.prefix(length))
    }

    /// h_eff for G1 (1 - x).
    static let hEff: UInt64 = 0xd201000000010001

    // E': y² = x³ + A'x + B', and the SSWU constant Z = 11.
    static let isoA = Fp(
        montgomery: (
            0x2f65aa0e9af5aa51, 0x86464c2d1e8416c3, 0xb85ce591b7bd31e2, 0x27e11c91b5f24e7c, 0x28376eda6bfc1835,
            0x155455c3e5071d85
        ))
    static let isoB = Fp(
        montgomery: (
            0xfb996971fe22a1e0, 0x9aa93eb35b742d6f, 0x8c476013de99c5c4, 0x873e27c3a221e571, 0xca72b5e45a52d888,
            0x06824061418a386b
        ))
    static let z = Fp(
        montgomery: (
            0x886c00000023ffdc, 0x0f70008d3090001d, 0x77672417ed5828c3, 0x9dac23e943dc1740, 0x50553f1b9c131521,
            0x078c712fbe0ab6e8
        ))

    /// Simplified SWU (RFC 9380 §6.6.2) onto E', in the inversion-free form of RFC 9380
    /// Appendix F.2: returns x as a fraction (numerator, denominator) and y, so that both hashes
    /// share one inversion, and decides squareness with one exponentiation (`sqrtRatio`).
    static func mapToIsogenousCurve(_ u: Fp) -> (xNumerator: Fp, xDenominator: Fp, y: Fp) {
        let tv1 = z * u.squared
        var tv2 = tv1.squared + tv1
        let tv3 = isoB * (tv2 + .one)
        // Z stands in for -tv2 when tv2 = 0 (the exceptional case of the map).
        let tv4 = isoA * (tv2.isZero ? z : -tv2)
        tv2 = tv3.squared
        var tv6 = tv4.squared
        tv2 = (tv2 + isoA * tv6) * tv3
        tv6 = tv6 * tv4
        tv2 = tv2 + isoB * tv6
        // gx1 = tv2 / tv6; if it is not a square, x2 = tv1·x1 and y2 = tv1·u·sqrt(Z·gx1).
        let (isSquare, y1) = sqrtRatio(tv2, tv6)
        let x = isSquare ? tv3 : tv1 * tv3
        var y = isSquare ? y1 : tv1 * u * y1
        if u.sgn0 != y.sgn0 { y = -y }
        return (x, tv4, y)
    }

    /// √(-Z) for `sqrtRatio`.
    static let sqrtMinusZ = Fp(
        montgomery: (
            0xf37b0ced8fb71e24, 0xf02dc8a4535a8779, 0x732ed835f7eb14ea, 0x524ca41ecb2bce0d, 0x095e3801e90b5fc1,
            0x0252ad055472a90e
        ))

    /// RFC 9380 F.2.1.2 (p ≡ 3 mod 4): (true, √(u/v)) when u/v is a square, else (false, √(Z·u/v)).
    static func sqrtRatio(_ u: Fp, _ v: Fp) -> (Bool, Fp) {
        let uv = u * v
        var y1 = (v.squared * uv).power(Fp.pMinus3Over4)
        y1 = y1 * uv
        let isSquare = y1.squared * v == u
        return (isSquare, isSquare ? y1 : y1 * sqrtMinusZ)
    }

    /// The 11-isogeny E' → E (RFC 9380 Appendix E.2), written straight into Jacobian
    /// coordinates so it needs no inversion: X = xn·xd·yd², Y = y·yn·yd²·xd³, Z = xd·yd. A zero
    /// denominator gives Z = 0, the identity, as §6.6.3 asks.
    static func isogenyMap(x: Fp, y: Fp) -> JacobianPoint<G1Curve> {
        func evaluate(_ coefficients: [Fp]) -> Fp {
            var accumulator = Fp.zero
            for coefficient in coefficients.reversed() { accumulator = accumulator * x + coefficient }
            return accumulator
        }
        let xn = evaluate(xNum)
        let xd = evaluate(xDen)
        let yn = evaluate(yNum)
        let yd = evaluate(yDen)
        let yd2 = yd.squared
        let xd2 = xd.squared
        return JacobianPoint(x: xn * xd * yd2, y: y * yn * yd2 * xd2 * xd, z: xd * yd)
    }

    // Coefficients k_(i,0) … k_(i,n), constant term first; the denominators are monic.
    static let xNum: [Fp] = [
        Fp(
            montgomery: (
                0x4d18b6f3af00131c, 0x19fa219793fee28c, 0x3f2885f1467f19ae, 0x23dcea34f2ffb304, 0xd15b58d2ffc00054,
                0x0913be200a20bef4
            )),
        Fp(
            montgomery: (
                0x898985385cdbbd8b, 0x3c79e43cc7d966aa, 0x1597e193f4cd233a, 0x8637ef1e4d6623ad, 0x11b22deed20d827b,
                0x07097bc5998784ad
            )),
        Fp(
            montgomery: (
                0xa542583a480b664b, 0xfc7169c026e568c6, 0x5ba2ef314ed8b5a6, 0x5b5491c05102f0e7, 0xdf6e99707d2a0079,
                0x0784151ed7605524
            )),
        Fp(
            montgomery: (
                0x494e212870f72741, 0xab9be52fbda43021, 0x26f5577994e34c3d, 0x049dfee82aefbd60, 0x65dadd7828505289,
                0x0e93d431ea011aeb
            )),
        Fp(
            montgomery: (
                0x90ee774bd6a74d45, 0x7ada1c8a41bfb185, 0x0f1a8953b325f464, 0x104c24211be4805c, 0x169139d319ea7a8f,
                0x09f20ead8e532bf6
            )),
        Fp(
            montgomery: (
                0x6ddd93e2f43626b7, 0xa5482c9aa1ccd7bd, 0x143245631883f4bd, 0x2e0a94ccf77ec0db, 0xb0282d480e56489f,
                0x18f4bfcbb4368929
            )),
        Fp(
            montgomery: (
                0x23c5f0c953402dfd, 0x7a43ff6958ce4fe9, 0x2c390d3d2da5df63, 0xd0df5c98e1f9d70f, 0xffd89869a572b297,
                0x1277ffc72f25e8fe
            )),
        Fp(
            montgomery: (
                0x79f4f0490f06a8a6, 0x85f894a88030fd81, 0x12da3054b18b6410, 0xe2a57f6505880d65, 0xbba074f260e400f1,
                0x08b76279f621d028
            )),
        Fp(
            montgomery: (
                0xe67245ba78d5b00b, 0x8456ba9a1f186475, 0x7888bff6e6b33bb4, 0xe21585b9a30f86cb, 0x05a69cdcef55feee,
                0x09e699dd9adfa5ac
            )),
        Fp(
            montgomery: (
                0x0de5c357bff57107, 0x0a0db4ae6b1a10b2, 0xe256bb67b3b3cd8d, 0x8ad456574e9db24f, 0x0443915f50fd4179,
                0x098c4bf7de8b6375
            )),
        Fp(
            montgomery: (
                0xe6b0617e7dd929c7, 0xfe6e37d442537375, 0x1dafdeda137a489e, 0xe4efd1ad3f767ceb, 0x4a51d8667f0fe1cf,
                0x054fdf4bbf1d821c
            )),
        Fp(
            montgomery: (
                0x72db2a50658d767b, 0x8abf91faa257b3d5, 0xe969d6833764ab47, 0x464170142a1009eb, 0xb14f01aadb30be2f,
                0x18ae6a856f40715d
            )),
    ]
    static let xDen: [Fp] = [
        Fp(
            montgomery: (
                0xb962a077fdb0f945, 0xa6a9740fefda13a0, 0xc14d568c3ed6c544, 0xb43fc37b908b133e, 0x9c0b3ac929599016,
                0x0165aa6c93ad115f
            )),
        Fp(
            montgomery: (
                0x23279a3ba506c1d9, 0x92cfca0a9465176a, 0x3b294ab13755f0ff, 0x116dda1c5070ae93, 0xed4530924cec2045,
                0x083383d6ed81f1ce
            )),
        Fp(
            montgomery: (
                0x9885c2a6449fecfc, 0x4a2b54ccd37733f0, 0x17da9ffd8738c142, 0xa0fba72732b3fafd, 0xff364f36e54b6812,
                0x0f29c13c660523e2
            )),
        Fp(
            montgomery: (
                0xe349cc118278f041, 0xd487228f2f3204fb, 0xc9d325849ade5150, 0x43a92bd69c15c2df, 0x1c2c7844bc417be4,
                0x12025184f407440c
            )),
        Fp(
            montgomery: (
                0x587f65ae6acb057b, 0x1444ef325140201f, 0xfbf995e71270da49, 0xccda066072436a42, 0x7408904f0f186bb2,
                0x13b93c63edf6c015
            )),
        Fp(
            montgomery: (
                0xfb918622cd141920, 0x4a4c64423ecaddb4, 0x0beb232927f7fb26, 0x30f94df6f83a3dc2, 0xaeedd424d780f388,
                0x06cc402dd594bbeb
            )),
        Fp(
            montgomery: (
                0xd41f761151b23f8f, 0x32a92465435719b3, 0x64f436e888c62cb9, 0xdf70a9a1f757c6e4, 0x6933a38d5b594c81,
                0x0c6f7f7237b46606
            )),
        Fp(
            montgomery: (
                0x693c08747876c8f7, 0x22c9850bf9cf80f0, 0x8e9071dab950c124, 0x89bc62d61c7baf23, 0xbc6be2d8dad57c23,
                0x17916987aa14a122
            )),
        Fp(
            montgomery: (
                0x1be3ff439c1316fd, 0x9965243a7571dfa7, 0xc7f7f62962f5cd81, 0x32c6aa9af394361c, 0xbbc2ee18e1c227f4,
                0x0c102cbac531bb34
            )),
        Fp(
            montgomery: (
                0x997614c97bacbf07, 0x61f86372b99192c0, 0x5b8c95fc14353fc3, 0xca2b066c2a87492f, 0x16178f5bbf698711,
                0x12a6dcd7f0f4e0e8
            )),
        Fp(
            montgomery: (
                0x760900000002fffd, 0xebf4000bc40c0002, 0x5f48985753c758ba, 0x77ce585370525745, 0x5c071a97a256ec6d,
                0x15f65ec3fa80e493
            )),
    ]
    static let yNum: [Fp] = [
        Fp(
            montgomery: (
                0x2b567ff3e2837267, 0x1d4d9e57b958a767, 0xce028fea04bd7373, 0xcc31a30a0b6cd3df, 0x7d7b18a682692693,
                0x0d300744d42a0310
            )),
        Fp(
            montgomery: (
                0x99c2555fa542493f, 0xfe7f53cc4874f878, 0x5df0608b8f97608a, 0x14e03832052b49c8, 0x706326a6957dd5a4,
                0x0a8dadd9c2414555
            )),
        Fp(
            montgomery: (
                0x13d942922a5cf63a, 0x357e33e36e261e7d, 0xcf05a27c8456088d, 0x0000bd1de7ba50f0, 0x83d0c7532f8c1fde,
                0x13f70bf38bbf2905
            )),
        Fp(
            montgomery: (
                0x5c57fd95bfafbdbb, 0x28a359a65e541707, 0x3983ceb4f6360b6d, 0xafe19ff6f97e6d53, 0xb3468f4550192bf7,
                0x0bb6cde49d8ba257
            )),
        Fp(
            montgomery: (
                0x590b62c7ff8a513f, 0x314b4ce372cacefd, 0x6bef32ce94b8a800, 0x6ddf84a095713d5f, 0x64eace4cb0982191,
                0x0386213c651b888d
            )),
        Fp(
            montgomery: (
                0xa5310a31111bbcdd, 0xa14ac0f5da148982, 0xf9ad9cc95423d2e9, 0xaa6ec095283ee4a7, 0xcf5b1f022e1c9107,
                0x01fddf5aed881793
            )),
        Fp(
            montgomery: (
                0x65a572b0d7a7d950, 0xe25c2d8183473a19, 0xc2fcebe7cb877dbd, 0x05b2d36c769a89b0, 0xba12961be86e9efb,
                0x07eb1b29c1dfde1f
            )),
        Fp(
            montgomery: (
                0x93e09572f7c4cd24, 0x364e929076795091, 0x8569467e68af51b5, 0xa47da89439f5340f, 0xf4fa918082e44d64,
                0x0ad52ba3e6695a79
            )),
        Fp(
            montgomery: (
                0x911429844e0d5f54, 0xd03f51a3516bb233, 0x3d587e5640536e66, 0xfa86d2a3a9a73482, 0xa90ed5adf1ed5537,
                0x149c9c326a5e7393
            )),
        Fp(
            montgomery: (
                0x462bbeb03c12921a, 0xdc9af5fa0a274a17, 0x9a558ebde836ebed, 0x649ef8f11a4fae46, 0x8100e1652b3cdc62,
                0x1862bd62c291dacb
            )),
        Fp(
            montgomery: (
                0x05c9b8ca89f12c26, 0x0194160fa9b9ac4f, 0x6a643d5a6879fa2c, 0x14665bdd8846e19d, 0xbb1d0d53af3ff6bf,
                0x12c7e1c3b28962e5
            )),
        Fp(
            montgomery: (
                0xb55ebf900b8a3e17, 0xfedc77ec1a9201c4, 0x1f07db10ea1a4df4, 0x0dfbd15dc41a594d, 0x389547f2334a5391,
                0x02419f98165871a4
            )),
        Fp(
            montgomery: (
                0xb416af000745fc20, 0x8e563e9d1ea6d0f5, 0x7c763e17763a0652, 0x01458ef0159ebbef, 0x8346fe421f96bb13,
                0x0d2d7b829ce324d2
            )),
        Fp(
            montgomery: (
                0x93096bb538d64615, 0x6f2a2619951d823a, 0x8f66b3ea59514fa4, 0xf563e63704f7092f, 0x724b136c4cf2d9fa,
                0x046959cfcfd0bf49
            )),
        Fp(
            montgomery: (
                0xea748d4b6e405346, 0x91e9079c2c02d58f, 0x41064965946d9b59, 0xa06731f1d2bbe1ee, 0x07f897e267a33f1b,
                0x1017290919210e5f
            )),
        Fp(
            montgomery: (
                0x872aa6c17d985097, 0xeecc53161264562a, 0x07afe37afff55002, 0x54759078e5be6838, 0xc4b92d15db8acca8,
                0x106d87d1b51d13b9
            )),
    ]
    static let yDen: [Fp] = [
        Fp(
            montgomery: (
                0xeb6c359d47e52b1c, 0x18ef5f8a10634d60, 0xddfa71a0889d5b7e, 0x723e71dcc5fc1323, 0x52f45700b70d5c69,
                0x0a8b981ee47691f1
            )),
        Fp(
            montgomery: (
                0x616a3c4f5535b9fb, 0x6f5f037395dbd911, 0xf25f4cc5e35c65da, 0x3e50dffea3c62658, 0x6a33dca523560776,
                0x0fadeff77b6bfe3e
            )),
        Fp(
            montgomery: (
                0x2be9b66df470059c, 0x24a2c159a3d36742, 0x115dbe7ad10c2a37, 0xb6634a652ee5884d, 0x04fe8bb2b8d81af4,
                0x01c2a7a256fe9c41
            )),
        Fp(
            montgomery: (
                0xf27bf8ef3b75a386, 0x898b367476c9073f, 0x24482e6b8c2f4e5f, 0xc8e0bbd6fe110806, 0x59b0c17f7631448a,
                0x11037cd58b3dbfbd
            )),
        Fp(
            montgomery: (
                0x31c7912ea267eec6, 0x1dbf6f1c5fcdb700, 0xd30d4fe3ba86fdb1, 0x3cae528fbee9a2a4, 0xb1cce69b6aa9ad9a,
                0x044393bb632d94fb
            )),
        Fp(
            montgomery: (
                0xc66ef6efeeb5c7e8, 0x9824c289dd72bb55, 0x71b1a4d2f119981d, 0x104fc1aafb0919cc, 0x0e49df01d942a628,
                0x096c3a09773272d4
            )),
        Fp(
            montgomery: (
                0x9abc11eb5fadeff4, 0x32dca50a885728f0, 0xfb1fa3721569734c, 0xc4b76271ea6506b3, 0xd466a75599ce728e,
                0x0c81d4645f4cb6ed
            )),
        Fp(
            montgomery: (
                0x4199f10e5b8be45b, 0xda64e495b1e87930, 0xcb353efe9b33e4ff, 0x9e9efb24aa6424c6, 0xf08d33680a237465,
                0x0d3378023e4c7406
            )),
        Fp(
            montgomery: (
                0x7eb4ae92ec74d3a5, 0xc341b4aa9fac3497, 0x5be603899e907687, 0x03bfd9cca75cbdeb, 0x564c2935a96bfa93,
                0x0ef3c33371e2fdb5
            )),
        Fp(
            montgomery: (
                0x7ee91fd449f6ac2e, 0xe5d5bd5cb9357a30, 0x773a8ca5196b1380, 0xd0fda172174ed023, 0x6cb95e0fa776aead,
                0x0d22d5a40cec7cff
            )),
        Fp(
            montgomery: (
                0xf727e09285fd8519, 0xdc9d55a83017897b, 0x7549d8bd057894ae, 0x178419613d90d8f8, 0xfce95ebdeb5b490a,
                0x0467ffaef23fc49e
            )),
        Fp(
            montgomery: (
                0xc1769e6a7c385f1b, 0x79bc930deac01c03, 0x5461c75a23ede3b5, 0x6e20829e5c230c45, 0x828e0f1e772a53cd,
                0x116aefa749127bff
            )),
        Fp(
            montgomery: (
                0x101c10bf2744c10a, 0xbbf18d053a6a3154, 0xa0ecf39ef026f602, 0xfc009d4996dc5153, 0xb9000209d5bd08d3,
                0x189e5fe4470cd73c
            )),
        Fp(
            montgomery: (
                0x7ebd546ca1575ed2, 0xe47d5a981d081b55, 0x57b2b625b6d4ca21, 0xb0a1ba04228520cc, 0x98738983c2107ff3,
                0x13dddbc4799d81d6
            )),
        Fp(
            montgomery: (
                0x09319f2e39834935, 0x039e952cbdb05c21, 0x55ba77a9a2f76493, 0xfd04e3dfc6086467, 0xfb95832e7d78742e,
                0x0ef9c24eccaf5e0e
            )),
        Fp(
            montgomery: (
                0x760900000002fffd, 0xebf4000bc40c0002, 0x5f48985753c758ba, 0x77ce585370525745, 0x5c071a97a256ec6d,
                0x15f65ec3fa80e493
            )),
    ]
}
