/// Something that builds a module: a native target of an Xcode project, a target of the spec a
/// project is generated from (XcodeGen's `project.yml`, Tuist's `Project.swift`), or a target of
/// a Swift package.
package struct BuildTarget: Sendable, Hashable, Comparable {
    /// Where a target is declared.
    package enum Container: Sendable, Hashable {
        /// An Xcode project: the path of its `project.pbxproj`.
        case xcodeProject(String)
        /// A Swift package: the path of its `Package.swift`.
        case swiftPackage(String)
        /// The spec a project is generated from: the path of XcodeGen's `project.yml` or Tuist's
        /// `Project.swift`. Its targets take a file in by the folders (and globs) their sources
        /// and resources name: a new file there joins them when the project is generated again.
        case projectSpec(String)
    }

    /// The project or package that declares it.
    package var container: Container
    /// Its object id in the project (24 hex), or its name in the package.
    package var id: String
    /// Its name as Xcode shows it.
    package var name: String
    /// The Swift module it builds (`PRODUCT_MODULE_NAME`, else the product name made an identifier).
    package var moduleName: String
    /// Its Sources build phase, where it has one (Xcode only).
    package var sourcesPhaseID: String?
    /// Its Resources build phase, where it has one (Xcode only).
    package var resourcesPhaseID: String?
    /// What its settings say about compiling Swift (Xcode only; a package's target always does).
    package var swift = SwiftSettings()
    /// Its product type (`com.apple.product-type.application`, …; Xcode only).
    package var productType: String? = nil

    /// Whether it builds a unit-test or UI-test bundle: it may copy the app's documents to load
    /// them in tests, but it never compiles the app's classes (the host app has them; a second
    /// copy would be another class of the test module, and one that cannot see the app's).
    package var isTestBundle: Bool {
        productType == "com.apple.product-type.bundle.unit-test"
            || productType == "com.apple.product-type.bundle.ui-testing"
    }

    /// Whether it builds a static library: its code is linked into the apps that use it, so its
    /// classes live in their binaries and `Bundle(for:)` of one is the app's bundle.
    package var isStaticLibrary: Bool { productType == "com.apple.product-type.library.static" }

    /// The path of the `project.pbxproj`, `Package.swift`, `project.yml` or `Project.swift`.
    package var containerPath: String {
        switch container {
        case .xcodeProject(let path), .swiftPackage(let path), .projectSpec(let path): return path
        }
    }

    /// Whether it is a Swift package's target (its resources load from `Bundle.module`).
    package var isSwiftPackage: Bool {
        if case .swiftPackage = container { return true }
        return false
    }

    /// A name for messages: `ShopApp (ShopApp.xcodeproj)`.
    package var displayName: String {
        let path = containerPath
        let parts = path.split(separator: "/")
        let file: String
        switch container {
        case .xcodeProject: file = parts.dropLast().last.map(String.init) ?? path
        case .swiftPackage:
            file = (parts.dropLast().last.map(String.init) ?? path) + "/Package.swift"
        case .projectSpec:
            file = parts.last.map(String.init) ?? path
        }
        return "\(name) (\(file))"
    }

    package static func < (lhs: BuildTarget, rhs: BuildTarget) -> Bool {
        (lhs.containerPath, lhs.name, lhs.id) < (rhs.containerPath, rhs.name, rhs.id)
    }
}
