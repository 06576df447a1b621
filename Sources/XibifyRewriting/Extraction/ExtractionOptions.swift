import Foundation

/// What to extract and how to name it.
public struct ExtractionOptions: Sendable {
    /// Cluster ids to extract; empty means every extractable cluster.
    package var clusterIDs: [String]
    /// Class names chosen by the user, by cluster id.
    package var classNames: [String: String]
    /// Class names `.xibify.yml` records (`names`, #30), by cluster id: each such cluster is named
    /// so in every planning round, unless `classNames` (the flags) names it; a recorded name that is
    /// taken meanwhile is only the first proposal, as a name read from the copies is.
    package var recordedClassNames: [String: String] = [:]
    /// Property names chosen by the user: suggested name → new name.
    package var parameterNames: [String: String]
    /// The Swift module the generated classes live in; nil: the inputs' own, when they agree.
    package var module: String?
    /// Where the new `.xib` and `.swift` files go; nil: beside the first extracted copy.
    package var outputDirectory: String?
    /// An existing base class to inherit from instead of writing `NibView.swift`.
    package var baseClass: String?
    /// The folder relative paths are resolved against.
    package var workingDirectory: URL
    /// Whether to add the created files to the Xcode projects whose targets must build them.
    package var addToProject: Bool
    /// The extraction style (`--style`).
    public var style: StylePreference = .automatic
    /// Clusters left out because their output failed verification in an earlier attempt of this
    /// run (`Rewriter.prepare` decides; the planner only leaves them out).
    package var droppedClusterIDs: Set<String> = []
    /// The clusters `.xibify.yml` says to leave alone (`ignore:`), by id or fingerprint prefix: the
    /// scan leaves them out, and so does every later planning round (`DuplicateCluster.isNamed(by:)`).
    package var ignoredClusters: [String] = []

    /// Creates options.
    /// - Parameters:
    ///   - clusterIDs: clusters to extract (empty: all).
    ///   - classNames: class names by cluster id.
    ///   - parameterNames: property renames.
    ///   - module: the module, or nil to detect it.
    ///   - outputDirectory: where new files go, or nil.
    ///   - baseClass: an existing base class, or nil to write `NibView`.
    ///   - workingDirectory: the folder relative paths are resolved against.
    ///   - addToProject: whether to add the created files to their Xcode projects.
    public init(
        clusterIDs: [String] = [],
        classNames: [String: String] = [:],
        parameterNames: [String: String] = [:],
        module: String? = nil,
        outputDirectory: String? = nil,
        baseClass: String? = nil,
        workingDirectory: URL,
        addToProject: Bool = false
    ) {
        self.clusterIDs = clusterIDs
        self.classNames = classNames
        self.parameterNames = parameterNames
        self.module = module
        self.outputDirectory = outputDirectory
        self.baseClass = baseClass
        self.workingDirectory = workingDirectory
        self.addToProject = addToProject
    }
}
