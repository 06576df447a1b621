/// The subset of SARIF 2.1.0 that `report --format sarif` writes (docs/cli.md, "SARIF").
///
/// Property names are SARIF's own; optional properties are left out when absent. The schema
/// test validates the output against the OASIS schema.
public struct SARIFLog: Codable, Sendable, Equatable {
    /// The official schema of the format.
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// `$schema`: the schema's URI.
    public var schema: String = Self.schemaURI
    /// Always `2.1.0`.
    public var version: String = "2.1.0"
    /// One run: this invocation of xibify.
    public var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// One run of the tool.
    public struct Run: Codable, Sendable, Equatable {
        public var tool: Tool
        /// `%SRCROOT%`: the folder relative paths start from.
        public var originalUriBaseIds: [String: ArtifactLocation]?
        public var invocations: [Invocation]
        public var results: [Result]
        /// Columns count Unicode scalars, as `SourceLocation` does.
        public var columnKind: String = "unicodeCodePoints"
    }

    /// The tool that ran.
    public struct Tool: Codable, Sendable, Equatable {
        public var driver: Driver
    }

    /// xibify, its version and its rules.
    public struct Driver: Codable, Sendable, Equatable {
        public var name: String
        public var version: String
        public var semanticVersion: String
        public var informationUri: String?
        public var rules: [Rule]
    }

    /// One kind of finding.
    public struct Rule: Codable, Sendable, Equatable {
        public var id: String
        public var name: String
        public var shortDescription: Message
        public var fullDescription: Message
        public var help: Message
        public var defaultConfiguration: Configuration
        public var properties: RuleProperties
    }

    /// A rule's default level.
    public struct Configuration: Codable, Sendable, Equatable {
        /// `warning` or `error`.
        public var level: String
    }

    /// What GitHub reads of a rule beyond SARIF's own properties.
    public struct RuleProperties: Codable, Sendable, Equatable {
        public var tags: [String]
        public var precision: String
    }

    /// Text for a reader.
    public struct Message: Codable, Sendable, Equatable {
        public var text: String
    }

    /// How the run went.
    public struct Invocation: Codable, Sendable, Equatable {
        /// The run itself finished (refused inputs do not make it fail).
        public var executionSuccessful: Bool
        /// One per refused input.
        public var toolExecutionNotifications: [Notification]
    }

    /// A problem of the run, not of the code: a refused input.
    public struct Notification: Codable, Sendable, Equatable {
        public var level: String
        public var message: Message
        public var locations: [Location]
        public var descriptor: DescriptorReference
    }

    /// Names a rule or notification by id.
    public struct DescriptorReference: Codable, Sendable, Equatable {
        public var id: String
    }

    /// One finding.
    public struct Result: Codable, Sendable, Equatable {
        public var ruleId: String
        public var ruleIndex: Int
        /// `warning` for copies, `error` for refused inputs.
        public var level: String
        public var message: Message
        public var locations: [Location]
        /// The cluster's other copies: at most `OtherCopies.limit`, the first ones.
        public var relatedLocations: [Location]?
        /// Stable across line shifts: the cluster's fingerprint, the file and the copy's object id.
        public var partialFingerprints: [String: String]
        public var properties: ResultProperties?
        /// With `--baseline`: `new` for a copy the baseline does not hold, `unchanged` for one it
        /// does (SARIF 2.1.0 §3.27.24); absent without a baseline.
        public var baselineState: String?
    }

    /// xibify's own facts about a copy.
    public struct ResultProperties: Codable, Sendable, Equatable {
        public var clusterId: String
        public var clusterFingerprint: String
        public var objectId: String?
        public var extractable: Bool
        /// The copy's blocker reasons (identifiers), sorted.
        public var blockerReasons: [String]
        /// How many copies the cluster has, this one included.
        public var copyCount: Int?
        /// How many of the other copies `relatedLocations` leaves out (absent when none): each
        /// is a result of its own, with the same `clusterId`.
        public var omittedCopies: Int?
    }

    /// A place in a file.
    public struct Location: Codable, Sendable, Equatable {
        /// Set on related locations, so messages can refer to them.
        public var id: Int?
        public var physicalLocation: PhysicalLocation
        public var message: Message?
    }

    /// A file and a region in it.
    public struct PhysicalLocation: Codable, Sendable, Equatable {
        public var artifactLocation: ArtifactLocation
        public var region: Region?
    }

    /// A file, by URI.
    public struct ArtifactLocation: Codable, Sendable, Equatable {
        public var uri: String
        public var uriBaseId: String?
    }

    /// Lines and columns, 1-based.
    public struct Region: Codable, Sendable, Equatable {
        public var startLine: Int
        public var startColumn: Int?
        public var endLine: Int?
    }
}
