// Tuist manifest of a fixture of xibify's tests (Fixtures/README.md). xibify reads its literal
// target declarations without running Swift; the feature target made by `feature(_:)` is built
// by code, so it is not read.
import ProjectDescription

/// A feature framework: its name and folder come from the caller, so only Tuist knows them.
func feature(_ name: String) -> Target {
    .target(
        name: name,
        destinations: .iOS,
        product: .framework,
        bundleId: "org.example.shop.\(name.lowercased())",
        sources: ["Features/\(name)/**"],
        resources: ["Features/\(name)/**/*.xib"]
    )
}

let project = Project(
    name: "Shop",
    targets: [
        .target(
            name: "Shop",
            destinations: .iOS,
            product: .app,
            bundleId: "org.example.shop",
            infoPlist: .extendingDefault(with: ["UILaunchStoryboardName": "Launch (Screen)"]),
            sources: ["App/**", "Shared/**"],  // not "Legacy/**" (a comment with a ")")
            resources: [
                "App/Resources/**",
                "App/**/*.{storyboard,xib}",
                .glob(pattern: "Shared/**/*.xib", excluding: ["Shared/Drafts/**"]),
            ],
            dependencies: [.target(name: "ShopKit"), .target(name: "Search")]
        ),
        .target(
            name: "ShopKit",
            destinations: .iOS,
            product: .framework,
            bundleId: "org.example.shop.kit",
            sources: ["Kit/**"]
        ),
        /* The tests of the app: .target(name: "Ghost", product: .app) is a comment. */
        .target(
            name: "ShopTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "org.example.shop.tests",
            sources: ["Tests/**"],
            dependencies: [.target(name: "Shop")]
        ),
        feature("Search"),
    ]
)
