import ByteTools
import ChildProcessesTesting
import Deeplink
import DeeplinkQR
import Foundation
import Testing
import WorkspaceKit

/// DeeplinkQR (libqrencode) against independent implementations from PyPI, which `make deps`
/// installs: zxing-cpp's reader must decode each of our symbols — drawn from `QRCode.rows` into a
/// numpy image with a four-module quiet zone, four pixels per module — back to exactly the
/// payload's bytes and text at level M, and the version must be the one segno picks for the same
/// bytes in byte mode at level M without raising the level (spec §1c: byte mode, level M,
/// smallest version that fits). Payloads: the spec's samples as QR text (non-ASCII JSON), a
/// SimpleWallet URL, text outside the BMP, a transaction request over 1,000 bytes and the
/// largest payload level M holds (2,331 bytes, version 40).
@Suite(.onItsOwnThread) struct QRCodeDifferentialTests {
    static let pythonHasReference: Bool = {
        (try? ProcessRunner.run("python3", ["-c", "import numpy, segno, zxingcpp"]).succeeded) ?? false
    }()

    /// Reads blocks of `P <payload hex>`, `V <version> <size>` and `size` rows of 0/1 (1 dark),
    /// and prints one JSON object per block.
    static let script = #"""
        import sys, json, numpy, segno, zxingcpp
        lines = open(sys.argv[1]).read().split("\n")
        index = 0
        while index < len(lines):
            if not lines[index]:
                index += 1
                continue
            payload = bytes.fromhex(lines[index][2:])
            version, size = map(int, lines[index + 1][2:].split())
            rows = lines[index + 2:index + 2 + size]
            index += 2 + size
            dark = numpy.array([[cell == "1" for cell in row] for row in rows])
            image = numpy.pad(numpy.where(dark, 0, 255).astype(numpy.uint8), 4, constant_values=255)
            image = numpy.kron(image, numpy.ones((4, 4), dtype=numpy.uint8))
            found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
            print(json.dumps({
                "symbols": len(found),
                "bytes": found[0].bytes.hex() if found else None,
                "text": found[0].text if found else None,
                "ecLevel": found[0].ec_level if found else None,
                "segnoVersion": segno.make_qr(payload, error="m", mode="byte", boost_error=False).version,
            }))
        """#

    struct Answer: Decodable {
        let symbols: Int
        let bytes: String?
        let text: String?
        let ecLevel: String?
        let segnoVersion: Int
    }

    static func payloads() throws -> [String] {
        let login =
            #"{"action":"login","callback":"","dappIcon":"https://bihu.com/favicon.ico","dappName":"币乎","loginMemo":"备注信息","loginUrl":"http://172.16.11.168:8086/api/login/callback","protocol":"SimpleWallet","uuID":"dhsajkhdasjkhdklsah","version":"1.0"}"#
        let sign =
            #"{"action":"sign","callback":"","dappIcon":"https://bihu.com/favicon.ico","dappName":"币乎","message":"你好你好，这里需要签名","protocol":"SimpleWallet","signUrl":"http://172.16.11.168:8086/api/login/callback","version":"1.0"}"#
        let request = LoginRequest(
            dappName: "My dApp", dappIcon: "https://example.com/icon.png", uuID: "4f1c2a",
            loginUrl: "https://example.com/api/login", callback: "mydapp://example.com?action=login")
        // A transaction of ten transfers with Chinese memos: well over 1,000 bytes of UTF-8.
        let actions = (0..<10).map { index in
            #"{"account":"eosio.token","data":{"from":"kddkkdskkkss","memo":"测试测试 \#(index)","quantity":"0.000\#(index) EOS","to":"zerochlworld"},"info":"转账到某某某","name":"transfer"}"#
        }
        let transaction =
            #"{"action":"transaction","actions":[\#(actions.joined(separator: ","))],"dappName":"币乎","protocol":"SimpleWallet","version":"1.0"}"#
        let largest =
            String(repeating: "0123456789abcdefghijklmnopqrstuvwxyz", count: 64)
            + String(repeating: "!", count: 2_331 - 64 * 36)
        return [
            try DeeplinkRequest(json: login).qrPayload,
            try DeeplinkRequest(json: sign).qrPayload,
            try DeeplinkRequest(json: transaction).qrPayload,
            request.simpleWalletURL,
            "a",
            "emoji 🙂 and é (e + U+0301) and 水",
            largest,
        ]
    }

    @Test(
        .enabled(
            if: pythonHasReference,
            "needs python3 with the numpy, segno and zxing-cpp packages (make deps installs them)"))
    func zxingReadsOurSymbolsAndSegnoPicksTheSameVersion() throws {
        let payloads = try Self.payloads()
        #expect(payloads[2].utf8.count > 1_000)
        #expect(payloads.last?.utf8.count == 2_331)
        var input: [String] = []
        var codes: [QRCode] = []
        for payload in payloads {
            let code = try QRCode(text: payload)
            codes.append(code)
            input.append("P \(Hex.encode(Array(payload.utf8)))")
            input.append("V \(code.version) \(code.size)")
            input += code.rows.map { row in String(row.map { $0 ? "1" : "0" }) }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("qr-diff-\(UUID().uuidString).txt")
        let scriptFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "qr-diff-\(UUID().uuidString).py")
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: scriptFile)
        }
        try input.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        try Self.script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let output = try ProcessRunner.checked("python3", [scriptFile.path, file.path]).split(separator: "\n").map(
            String.init)
        try #require(
            output.count == payloads.count, "python answered \(output.count) lines for \(payloads.count) symbols")

        for (index, line) in output.enumerated() {
            let answer = try JSONDecoder().decode(Answer.self, from: Data(line.utf8))
            let payload = payloads[index]
            let code = codes[index]
            let context = "payload \(index) (\(payload.utf8.count) bytes, version \(code.version))"
            #expect(answer.symbols == 1, "zxing-cpp found \(answer.symbols) symbols, \(context)")
            #expect(answer.bytes == Hex.encode(Array(payload.utf8)), "zxing-cpp read other bytes, \(context)")
            #expect(answer.text == payload, "zxing-cpp read other text, \(context)")
            #expect(answer.ecLevel == "M", "zxing-cpp read level \(answer.ecLevel ?? "none"), \(context)")
            #expect(code.version == answer.segnoVersion, "segno picks version \(answer.segnoVersion), \(context)")
            #expect(code.size == 17 + 4 * code.version, "\(context)")
        }
        #expect(codes.last?.version == 40)
    }
}
