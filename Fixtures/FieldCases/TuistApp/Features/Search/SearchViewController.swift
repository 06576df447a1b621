import UIKit

/// The search feature (the framework target that `feature("Search")` makes in Project.swift).
final class SearchViewController: UIViewController {}
