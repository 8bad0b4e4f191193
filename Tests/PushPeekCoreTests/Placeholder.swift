import Testing
@testable import PushPeekCore
