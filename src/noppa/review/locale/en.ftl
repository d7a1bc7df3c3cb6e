# The computer review (noppa review, noppa.review): the terminal report and its errors.
review-arg-review = a computer review of a finished game: every decision with the best move and the chance to win it gave away, every roll with its luck
review-arg-file = the terminal saved game or room export (JSON) of a finished game
review-arg-json = print the review's data as JSON instead of the report
review-arg-count = COUNT
review-arg-simulations = playouts per position where the review estimates (every game but two-player Dungeon Dice; default 200): more is slower and surer
review-arg-seed = the seed of the review's playouts (the same seed gives the same review)
review-error-unfinished = This game has no result yet: only a finished game can be reviewed.
review-error-not_verified = This game does not replay exactly ({ $where }: { $problem }), so it cannot be reviewed.
review-error-simulations = The playouts per position must be at least 1, not { $value }.
review-progress = Reviewing… { $done } of { $total } moves
review-title = Computer review: { $game }, { $players ->
    [one] { $players } player
   *[other] { $players } players
}
review-method-exact = Exact: every chance is the chance to win if both players play perfectly from there on (the solved game).
review-method-estimate = Estimated by the search bot's playouts ({ $simulations } a position): every chance is shown ± its standard error, and a move counts as a mistake only when it lost more than two standard errors.
review-result = Result: { $winners } won ({ $reason })
review-summary = { $player }: accuracy { $accuracy } ({ $best } of { $decisions ->
    [one] { $decisions } decision
   *[other] { $decisions } decisions
}), chance to win given away { $lost }, luck of the dice { $luck } over { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}
review-costly = move { $number } (turn { $turn }): { $played } — best was { $best }, { $lost } lost
review-column-number = #
review-column-player = Player
review-column-played = Move
review-column-best = Best
review-column-lost = Lost
review-column-luck = Luck
review-column-chance = Chance to win
review-luck_of = { $luck } ({ $player })
review-error-no_search = { $game } cannot be reviewed: the game offers no search for the computer to judge its positions with.
