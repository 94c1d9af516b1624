import DeeplinkDesktop
import Foundation
import Testing

/// The desktop entry's Exec quoting (Desktop Entry Specification 1.5) and the mimeapps.list
/// edit, in-process.
struct DesktopEntryTests {
    @Test(arguments: [
        ("/usr/bin/deeplink", "/usr/bin/deeplink open %u"),
        // A reserved character: the whole argument quoted.
        ("/opt/my apps/deeplink", #""/opt/my apps/deeplink" open %u"#),
        // A percent is doubled whether quoted or not; it is no field code.
        ("/opt/100%/deeplink", "/opt/100%%/deeplink open %u"),
        // `$` and `\` escaped inside the quotes, then every backslash escaped once more (string rule).
        (#"/opt/a$b\c"#, #""/opt/a\\$b\\\\c" open %u"#),
        (#"/opt/say"hi""#, #""/opt/say\\"hi\\"" open %u"#),
    ])
    func theExecLineQuotesTheExecutableOnlyWhenItMust(_ path: String, _ exec: String) throws {
        let entry = try DesktopEntry(scheme: .simpleWallet, executable: path)
        #expect(entry.execLine == exec)
        #expect(entry.text.contains("\nExec=\(exec)\n"))
    }

    @Test func anExecutableThatCannotBeWrittenIsRefused() {
        #expect(throws: DesktopError.self) { try DesktopEntry(scheme: .simpleWallet, executable: "deeplink") }
        #expect(throws: DesktopError.self) { try DesktopEntry(scheme: .simpleWallet, executable: "/opt/a\nb") }
    }

    @Test func schemesAreCheckedAndLowercased() throws {
        #expect(try HandlerScheme("SimpleWallet").name == "simplewallet")
        for bad in ["", "1a", "a b", "a/b", "mykey", String(repeating: "a", count: 65)] {
            #expect(throws: DesktopError.self, "\(bad)") { try HandlerScheme(bad) }
        }
        #expect(try DesktopEntryName("my-wallet.desktop").desktopFileID == "my-wallet.desktop")
    }

    @Test func aListWithoutTheGroupGetsItAtTheEndAndAGroupWithoutTheTypeGetsTheLine() {
        var list = MimeAppsList(text: "[Added Associations]\ntext/plain=vim.desktop;\n")
        list.setDefault("d.desktop", for: "x-scheme-handler/simplewallet")
        #expect(
            list.text
                == "[Added Associations]\ntext/plain=vim.desktop;\n\n[Default Applications]\nx-scheme-handler/simplewallet=d.desktop;\n"
        )
        var defaults = MimeAppsList(text: "[Default Applications]\ntext/html=f.desktop;\n\n[Other]\n")
        defaults.setDefault("d.desktop", for: "x-scheme-handler/simplewallet")
        #expect(
            defaults.text
                == "[Default Applications]\ntext/html=f.desktop;\nx-scheme-handler/simplewallet=d.desktop;\n\n[Other]\n"
        )
        #expect(defaults.defaultApplication(for: "x-scheme-handler/simplewallet") == "d.desktop;")
        var empty = MimeAppsList(text: nil)
        empty.setDefault("d.desktop", for: "x-scheme-handler/simplewallet")
        #expect(empty.text == "[Default Applications]\nx-scheme-handler/simplewallet=d.desktop;\n")
    }

    @Test func withoutXDGRuntimeDirTheEndpointGoesToAFolderOfThisUserAloneInTMPDIR() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let path = try WalletEndpoint.path(environment: ["TMPDIR": temporary.path, "XDG_RUNTIME_DIR": "relative"])
        let folder = (path as NSString).deletingLastPathComponent
        #expect(folder == temporary.path + "/deeplink-\(getuid())")
        #expect(try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
        // A folder others can enter is not used: they could swap the file for one of their own.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        #expect(throws: DesktopError.self) { try WalletEndpoint.path(environment: ["TMPDIR": temporary.path]) }
        #expect(
            try WalletEndpoint.path(environment: ["XDG_RUNTIME_DIR": "/run/user/7/"])
                == "/run/user/7/deeplink-wallet.json")
    }
}
