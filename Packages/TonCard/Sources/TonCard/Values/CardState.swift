import TonCardProtocol

/// The applet's state as GET_APP_INFO reports it (spec §2.4). The protocol module defines the
/// states once for the client and the emulator; the client's API calls it `CardState`.
public typealias CardState = TonAppletState
