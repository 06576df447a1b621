/// The subset of SARIF 2.1.0 that `report --format sarif` writes (docs/cli.md, "SARIF").
///
/// Property names are SARIF's own; optional properties are left out when absent. The schema
/// test validates the output against the OASIS schema.
package struct SARIFLog: Codable, Sendable, Equatable {
    /// The official schema of the format.
    package static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// `$schema`: the schema's URI.
    package var schema: String = Self.schemaURI
    /// Always `2.1.0`.
    package var version: String = "2.1.0"
    /// One run: this invocation of xibify.
    package var runs: [Run]

    package enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// One run of the tool.
    package struct Run: Codable, Sendable, Equatable {
        package var tool: Tool
        /// `%SRCROOT%`: the folder relative paths start from.
        package var originalUriBaseIds: [String: ArtifactLocation]?
        package var invocations: [Invocation]
        package var results: [Result]
        /// Columns count Unicode scalars, as `SourceLocation` does.
        package var columnKind: String = "unicodeCodePoints"
    }

    /// The tool that ran.
    package struct Tool: Codable, Sendable, Equatable {
        package var driver: Driver
    }

    /// xibify, its version and its rules.
    package struct Driver: Codable, Sendable, Equatable {
        package var name: String
        package var version: String
        package var semanticVersion: String
        package var informationUri: String?
        package var rules: [Rule]
    }

    /// One kind of finding.
    package struct Rule: Codable, Sendable, Equatable {
        package var id: String
        package var name: String
        package var shortDescription: Message
        package var fullDescription: Message
        package var help: Message
        package var defaultConfiguration: Configuration
        package var properties: RuleProperties
    }

    /// A rule's default level.
    package struct Configuration: Codable, Sendable, Equatable {
        /// `warning` or `error`.
        package var level: String
    }

    /// What GitHub reads of a rule beyond SARIF's own properties.
    package struct RuleProperties: Codable, Sendable, Equatable {
        package var tags: [String]
        package var precision: String
    }

    /// Text for a reader.
    package struct Message: Codable, Sendable, Equatable {
        package var text: String
    }

    /// How the run went.
    package struct Invocation: Codable, Sendable, Equatable {
        /// The run itself finished (refused inputs do not make it fail).
        package var executionSuccessful: Bool
        /// One per refused input.
        package var toolExecutionNotifications: [Notification]
    }

    /// A problem of the run, not of the code: a refused input.
    package struct Notification: Codable, Sendable, Equatable {
        package var level: String
        package var message: Message
        package var locations: [Location]
        package var descriptor: DescriptorReference
    }

    /// Names a rule or notification by id.
    package struct DescriptorReference: Codable, Sendable, Equatable {
        package var id: String
    }

    /// One finding.
    package struct Result: Codable, Sendable, Equatable {
        package var ruleId: String
        package var ruleIndex: Int
        /// `warning` for copies, `error` for refused inputs.
        package var level: String
        package var message: Message
        package var locations: [Location]
        /// The cluster's other copies: at most `OtherCopies.limit`, the first ones.
        package var relatedLocations: [Location]?
        /// Stable across line shifts: the cluster's fingerprint, the file and the copy's object id.
        package var partialFingerprints: [String: String]
        package var properties: ResultProperties?
        /// With `--baseline`: `new` for a copy the baseline does not hold, `unchanged` for one it
        /// does (SARIF 2.1.0 §3.27.24); absent without a baseline.
        package var baselineState: String?
    }

    /// xibify's own facts about a copy.
    package struct ResultProperties: Codable, Sendable, Equatable {
        package var clusterId: String
        package var clusterFingerprint: String
        package var objectId: String?
        package var extractable: Bool
        /// The copy's blocker reasons (identifiers), sorted.
        package var blockerReasons: [String]
        /// How many copies the cluster has, this one included.
        package var copyCount: Int?
        /// How many of the other copies `relatedLocations` leaves out (absent when none): each
        /// is a result of its own, with the same `clusterId`.
        package var omittedCopies: Int?
    }

    /// A place in a file.
    package struct Location: Codable, Sendable, Equatable {
        /// Set on related locations, so messages can refer to them.
        package var id: Int?
        package var physicalLocation: PhysicalLocation
        package var message: Message?
    }

    /// A file and a region in it.
    package struct PhysicalLocation: Codable, Sendable, Equatable {
        package var artifactLocation: ArtifactLocation
        package var region: Region?
    }

    /// A file, by URI.
    package struct ArtifactLocation: Codable, Sendable, Equatable {
        package var uri: String
        package var uriBaseId: String?
    }

    /// Lines and columns, 1-based.
    package struct Region: Codable, Sendable, Equatable {
        package var startLine: Int
        package var startColumn: Int?
        package var endLine: Int?
    }
}
