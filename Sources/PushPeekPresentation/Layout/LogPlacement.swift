/// Where the on-screen response log goes: beside the card when the terminal has the columns, below
/// it when the card leaves rows free, in place of the card when neither (only after `l` asked for
/// it), or nowhere.
public enum LogPlacement: String, Sendable, Equatable {
    case hidden
    case beside
    case below
    case replacesCard
}
