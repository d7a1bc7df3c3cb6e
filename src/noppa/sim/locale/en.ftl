### Simulation reports (report.html, its plots, the terminal summary of noppa simulate) — English.
### Keys: "report." + the path below. A game's statistics are named in the game's own catalog
### (dd-stat-NAME, dd-stat-NAME-about, beside its statistics.py).

## report: the page

report-title = { $game }: { $players ->
        [one] 1 player
       *[other] { $players } players
    }, { $games ->
        [one] 1 game
       *[other] { $games } games
    }
report-command = Command:
report-facts = { $games ->
        [one] 1 game
       *[other] { $games } games
    } { $kinds ->
        [one] with { $bots } in every seat
       *[other] between { $bots }
    }; seating: { $seating }; seed { $seed }.
report-options-default = The game's default options.
report-options-changed = Options changed from the game's defaults:
report-chance_line = By chance alone a seat would win { $rate } of the games.
report-unfinished_line = { $count ->
        [0] No game was stopped at the action limit.
        [one] 1 game was stopped at the action limit: nobody won it.
       *[other] { $count } games were stopped at the action limit: nobody won them.
    }
report-draws_line = { $count ->
        [0] Every game that ended had a winning player.
        [one] 1 game ended by the rules with no player winning (a draw, or the game itself won, as Runebound's Dragon Lords do).
       *[other] { $count } games ended by the rules with no player winning (draws, or the game itself won, as Runebound's Dragon Lords do).
    }
report-h-wins = Who wins
report-h-head = Head to head: two bots in the same games
report-h-seats = By seat
report-h-places = Mean place
report-h-length = How long games last
report-h-statistics = What happens in a game (per game, all seats together)
report-h-bot_statistics = How each bot plays (mean per seat and game)
report-h-run = The run
report-h-glossary = Glossary
report-h-glossary_statistics = Statistics of { $game }
report-h-glossary_terms = Statistical terms

## report.col: column headings

report-col-bot = Bot
report-col-games = Games
report-col-wins = Games won
report-col-rate = Win rate
report-col-ci = 95% CI
report-col-chance = By chance
report-col-seats = Seats per game
report-col-seat_rate = Win rate per seat
report-col-seat_ci = 95% CI per seat
report-col-pair = Bots A − B
report-col-wins_ab = Wins A – B
report-col-seats_ab = Seats A – B
report-col-difference = Difference per seat A − B
report-col-p = p value
report-col-method = Method
report-col-seat = Seat
report-col-seat_bot = Seat and bot
report-col-mean_place = Mean place
report-col-measure = Measure
report-col-statistic = Statistic
report-col-mean = Mean
report-col-sd = SD
report-col-min = Min
report-col-median = Median
report-col-max = Max
report-col-decisions = Decisions
report-col-microseconds = µs per decision
report-col-iterations = Search iterations per second

## report: notes

report-note-wins = Each game is one observation of a bot, however many seats it holds: its share of that game's win (1 if one of its seats won). "By chance" is what it would win if every seat were alike; "per seat" divides its wins by the seats it held. A bot that holds every seat wins every finished game by construction, so it has no interval.
report-note-head = For every game where both bots played: A's win rate per seat it held minus B's (its share of the game's win divided by its seats), averaged over those games. Per seat, bots that hold different numbers of seats compare fairly: a bot in three seats of four wins more games just by holding more seats, and two copies of one bot differ by nothing per seat. A positive difference means A's seats won more often. The interval and the p value come from one test, so the interval leaves out zero exactly when p is below 0.05 (see the glossary).
report-score = { $a } – { $b }
report-run = Run { $backend } with { $workers }: { $seconds } s, { $rate } games per second.
report-workers = { $count ->
        [one] 1 worker
       *[other] { $count } workers
    }
report-workers-all = a worker per core
report-no_plots = No plots: matplotlib is not installed ({ $command }).
report-files = For programs: { $games } (one game per line) and { $summary } hold every figure under its machine name ({ $docs }).

## report: numbers and names

report-by_construction = by construction
report-range = { $low } – { $high }
report-points = { $value } pp
report-points_range = { $low } … { $high }
report-p_small = < { $value }
report-bot-with = { $bot }, { $settings }
report-bot-spec = { $bot } ({ $spec })
report-bot-iterations = { $count ->
        [one] 1 iteration
       *[other] { $count } iterations
    }
report-bot-seconds = { $seconds } s per decision
report-seat = Seat { $seat }
report-seat_and_bot = { $seat }: { $bot }
report-pair = { $a } − { $b }
report-length-turns = Turns
report-length-actions = Actions
report-length-events = Log events
report-method-sign = exact sign test and its exact interval
report-method-paired_t = paired t-test and its t-interval
report-method-constant = the same in every game: no interval
report-seating-permute = every order of the bots in turn
report-seating-mirror = every order on the same dice
report-seating-rotate = rotated one seat per game
report-seating-fixed = in the order given
report-seating-shuffle = shuffled at random
report-backend-local = on this machine
report-backend-ray = on Ray

## report.plot and report.alt: the plots

report-plot-wins_by_bot = Share of its games each bot won (95% CI)
report-plot-wins_by_seat = Win rate by seat (95% CI)
report-plot-chance_share = its share by chance
report-plot-chance = chance ({ $rate })
report-plot-share_won = share of games won
report-plot-length = { $measure } per game (median { $median })
report-plot-median = median
report-plot-p5_p95 = 5% and 95% percentiles
report-plot-games = games
report-plot-statistics = How often each thing happens in a game (number of games)
report-plot-bot_statistics = Mean per seat and game, by bot (95% CI)
report-alt-wins_by_bot = Bar chart: the share of its games each bot won, with its interval and its share by chance.
report-alt-wins_by_seat = Bar chart: the win rate of each seat, with its interval and the chance line.
report-alt-length = Histograms of turns, actions and log events per game.
report-alt-statistics = Histograms of the game's statistics per game.
report-alt-bot_statistics = Bar charts of each statistic's mean per seat and game, for each bot.

## report.term: the glossary of statistical terms

report-term-game_unit = Game as the unit
report-term-game_unit-about = Every interval here counts games, not seats: when a bot holds two seats of one game, that game is still one observation of it, because its two seats share the same dice and table and are not independent.
report-term-win_rate = Win rate (by game)
report-term-win_rate-about = The share of its games a bot won. A game won by one of its seats counts 1; a win shared by k players gives each of them 1/k.
report-term-seat_rate = Win rate per seat
report-term-seat_rate-about = Its wins divided by the seats it held. A bot with two of four seats can win at most half of its seats, since a game has one winner; compare it with 1 / players.
report-term-chance = By chance
report-term-chance-about = What a bot would win if every seat were alike: its seats per game divided by the players. A win rate well above it means the bot plays better than its seat share alone explains.
report-term-ci = 95% confidence interval (CI)
report-term-ci-about = The range of values the true figure plausibly lies in, given the games played: run after run, 95 of 100 such ranges would hold it. It narrows as the number of games grows (about four times the games for half the width).
report-term-wilson = Wilson interval
report-term-wilson-about = The confidence interval used for win rates. Unlike the simple "rate ± 2 standard errors", it stays between 0% and 100% and stays honest with few games or with rates near 0% or 100% (12 wins of 12 games: 75.8% – 100%).
report-term-by_construction = By construction
report-term-by_construction-about = When one bot holds every seat it wins every finished game whatever it plays, so its win rate says nothing and has no interval; read the table by seat instead.
report-term-head_to_head = Head to head (paired difference)
report-term-head_to_head-about = Two bots compared in the games where both played, per seat held: in each game A's share of the win divided by its seats, minus B's divided by its seats, averaged. Pairing them game by game takes out the luck both met in the same game, so it is more exact than comparing two separate win rates; dividing by the seats keeps a bot with more seats from looking stronger only because it holds more of the table. Seating "every order on the same dice" pairs them by deals of the same dice as well.
report-term-sign_test = Sign test
report-term-sign_test-about = Used when every game went to one of the two bots (each game's difference is the same size, only its sign changes): it counts the games where A was ahead and asks how unlikely that count is if each game were a coin toss (exact binomial test, both tails). Its interval (Clopper–Pearson) holds every share of the games A could win that the test does not reject, mapped back to the difference; so it leaves out zero exactly when p is below 0.05.
report-term-paired_t = Paired t-test
report-term-paired_t-about = Used for every other head-to-head: Student's t test of a zero mean on the games' differences, and the t-interval of the same test. Both come from one t distribution, so the interval leaves out zero exactly when p is below 0.05.
report-term-points = Percentage point (pp)
report-term-points-about = The unit of a difference of two percentages: from 40% to 45% is +5 pp (not 5%).
report-term-p_value = p value
report-term-p_value-about = How often a difference at least this large would appear by luck alone if the two bots were equally strong (two-sided, from the same test as the interval beside it). Below 0.05 the difference is unlikely to be luck; a large p means these games cannot tell the bots apart, not that they are equal.
report-term-mean_sd = Mean and standard deviation (SD)
report-term-mean_sd-about = The mean is the average value per game; the standard deviation how far single games typically lie from it.
report-term-t_interval = t-interval
report-term-t_interval-about = The 95% confidence interval of a mean, from Student's t distribution, which allows for the standard deviation being estimated from the same few games.
report-term-percentiles = Median and percentiles (5%, 25%, 75%, 95%)
report-term-percentiles-about = Each percentile is the value that share of the games did not exceed: the median (50%) is the middle game; between the 5% and 95% percentiles lie nine games in ten.
report-term-mean_place = Mean place
report-term-mean_place-about = A bot's finishing place averaged over games (1 is first; tied players share the better place).
report-term-unfinished = Unfinished game
report-term-unfinished-about = A game stopped at the action limit of the run before it ended: nobody won it. It is counted apart from draws.
report-term-draw = Draw
report-term-draw-about = A game that ended by its rules with no winner (in Dungeon Dice, nobody escaped before the last turn). Nobody won it: it lowers every bot's win rate alike.
report-term-seating = Seating
report-term-seating-about = Who sits where. The first seat often has an edge, so by default successive games seat the bots in every possible order in turn; when the number of games is a multiple of the number of orders, every bot has held every seat equally often.

## report.league: the page of noppa league (report.html in its folder)

report-league-title = { $game }: league of bots
report-league-facts = Bots: { $bots }. { $matches ->
        [one] 1 match
       *[other] { $matches } matches
    } of { $games ->
        [one] 1 game
       *[other] { $games } games
    } each, at tables of { $tables } players, seats rotated through every order; seed { $seed }. { $rated ->
        [one] 1 game rated
       *[other] { $rated } games rated
    }{ $unrated ->
        [0] .
       *[other] , { $unrated } stopped at the action limit and not rated.
    }
report-league-ratings_title = Ratings (openskill, best first)
report-league-col-rank = Rank
report-league-col-bot = Bot
report-league-col-ordinal = Rating μ − 3σ
report-league-col-mu = μ
report-league-col-sigma = σ
report-league-col-games = Games
report-league-col-wins = Games won
report-league-col-seat_rate = Win rate per seat
report-league-note-ratings = Each game ranks its bots by how they finished (a draw ties them) and updates their ratings, game by game in a fixed order, so the table is the same at every run. μ is the estimated strength, σ how uncertain it still is; bots are ranked by μ − 3σ, a strength they almost surely have. Every bot starts at μ = 25, σ = 8.33.
report-league-h-matches = Matches: two bots compared per seat held
report-league-h-reports = Every match's own report
report-league-table = { $players } players
report-league-files = For programs: { $ratings } holds the ratings and every match, { $games } every game in the order rated ({ $docs }).
report-term-rating = Rating (openskill)
report-term-rating-about = The Plackett–Luce model of openskill, the one the web server rates players with: each game's finishing order moves the ratings of the bots at that table, more when the result is a surprise and while a rating is still uncertain.
report-term-mu = μ (mu)
report-term-mu-about = The estimated strength on openskill's scale, 25 at the start. Differences matter, not the number itself.
report-term-sigma = σ (sigma)
report-term-sigma-about = How uncertain μ still is: it starts at 8.33 and shrinks with every game a bot plays.
report-term-ordinal = Rating μ − 3σ
report-term-ordinal-about = A cautious rating: the strength the bot has almost surely (μ less three times its uncertainty). A bot that played few games ranks low until its games show its strength. The web shows players the same figure, scaled.
report-term-rating_order = Order of the games
report-term-rating_order-about = The ratings depend on the order games are counted in, so it is fixed: the first game of every match (matches in a fixed order), then the second of each, and so on. The same games give the same table, whichever were played first.
