import Foundation

/// A type kept as a list in an ``AppDataStore``: one row per element, keyed by ``storageKey``.
///
/// Change the `Codable` shape of a stored type by raising ``schemaVersion`` and implementing
/// ``migrate(_:from:)``; rows written at an older version are migrated when read (and rewritten
/// by ``AppDataStore/migrateStoredElements()``). Rows that cannot be migrated are reported with
/// their key, never dropped.
public protocol Storable: Codable, Sendable {
    /// Which list the elements belong to; several types can share one database file.
    static var collectionName: String { get }
    /// The version of the `Codable` shape written now. Starts at 1.
    static var schemaVersion: Int { get }
    /// The element's identity: adding an element with an existing key replaces it.
    var storageKey: String { get }
    /// Turns the JSON of an element written at `version` (< ``schemaVersion``) into the JSON of
    /// the current shape. The default throws: older rows are then reported, not guessed at.
    static func migrate(_ json: Data, from version: Int) throws -> Data
}

/// Thrown by the default ``Storable/migrate(_:from:)``.
public struct NoMigrationDefined: Error, CustomStringConvertible {
    public init() {}
    public var description: String { "no migration is defined for this version" }
}

extension Storable {
    public static var collectionName: String { String(describing: Self.self) }
    public static var schemaVersion: Int { 1 }
    public static func migrate(_ json: Data, from version: Int) throws -> Data { throw NoMigrationDefined() }
}

extension Storable where Self: Identifiable, ID: LosslessStringConvertible {
    /// Identifiable elements are keyed by their `id`.
    public var storageKey: String { String(describing: id) }
}
