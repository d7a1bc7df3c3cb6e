### noppa core messages (engine, bots, interfaces) — English.

## engine

engine-player = Player { $number }

## engine.error

engine-error-not_an_action = That is not an action (got { $got }); give an action or its text, like 'stop'.
engine-error-not_text = An action must be text, not { $got }.
engine-error-parts = An action is a kind and a tuple of arguments, all texts; got { $got }.
engine-error-too_long = That action is too long (more than { $limit } characters).
engine-error-syntax = '{ $action }' is not an action: write a word, optionally followed by ':' and arguments.
engine-error-game_over = The game is over: '{ $action }' cannot be played.
engine-error-illegal = '{ $action }' is not allowed now. Allowed: { $legal }.
engine-error-unknown_game = Unknown game '{ $game }'; known games: { $known }.
engine-error-unknown_option = { $game } has no option '{ $name }'; its options: { $known }.
engine-error-option_value = Option '{ $name }' must be one of: { $allowed }; got { $value }.
engine-error-player_count = { $game } is for { $low }–{ $high } players, not { $players }.

## cli

cli-tagline = classic dice and board games by their full rules
cli-language_name = English
cli-choose_game = Which game?
cli-how_many_players = How many players ({ $low }–{ $high })?
cli-how_many_humans = How many of the { $players } are people at this keyboard (the rest are bots)?
cli-number_between = Please answer with a number from { $low } to { $high }.
cli-option_number = '{ $value }' is not a number from 0 to { $high }
cli-all_bots = { $game }: { $players } bots play a whole game.
cli-bot_thinking = { $player } is thinking…
cli-bot_chose = { $player } chooses: { $action }
cli-your_move = { $player }, your move:
cli-menu_help = Type a number or the words of a line (like { $examples }); s saves, q saves and quits, u takes back your last move, ? helps.
cli-prompt = >{" "}
cli-help = Choose a numbered line, or type its words (the first words are enough when only one line begins with them; capitals and punctuation do not matter). '+' or '/more' shows a folded menu whole. 's' or '/save' saves the game, 'q' or '/quit' (or Ctrl-C) saves it and quits; 'u' or '/undo' takes back your last action (and the bots' after it) while no die has been rolled, no card drawn and nothing hidden shown since; continue later with 'noppa play --resume FILE'.
cli-out_of_range =
    { $count ->
        [one] There is no choice { $number }: the only choice is 1.
       *[other] There is no choice { $number }: choose 1 to { $count }.
    }
cli-try_again = Please choose again.
cli-handoff = { $player }'s turn. Hand the keyboard over; the others look away.
cli-press_enter = Press Enter when ready (q saves and quits).
cli-saved = Game saved to { $path } — continue with: noppa play --resume { $path }
cli-game_over = Game over after { $turns } turns: { $winners } won ({ $reason }).
cli-game_over_no_winner = Game over after { $turns } turns: nobody won ({ $reason }).
cli-option = option
cli-description = what it does
cli-bots = bots
cli-verify_digest = The commitment { $commitment } matches the revealed seed and salt.
cli-verify_no_digest = This saved game has no commitment (terminal games have none): only its replay is checked.
cli-verify_ok =
    { $count ->
        [one] Verified: replaying { $game } from its dice gives the recorded game, 1 move and { $events } events.
       *[other] Verified: replaying { $game } from its dice gives the recorded game, { $count } moves and { $events } events.
    }
cli-verify_failed = NOT verified: { $where }: { $problem }
cli-verify_unfinished =
    { $count ->
        [one] Verified so far, not finished: replaying { $game } from its dice gives the recorded game, 1 move and { $events } events, but the game has no result (it was cut off before its end).
       *[other] Verified so far, not finished: replaying { $game } from its dice gives the recorded game, { $count } moves and { $events } events, but the game has no result (it was cut off before its end).
    }
cli-verify_malformed = Not checked: { $where } is not a room export or saved game that noppa can read: { $problem }

## cli.error

cli-error-needs_sim = noppa simulate needs the simulation extra (SciPy for its statistics): { $command }
cli-error-needs_ray = noppa simulate --backend ray needs Ray: { $command }
cli-error-needs_web = noppa { $command_name } needs the web extra: { $command } ({ $problem })
cli-error-bot_seat = --bots: '{ $part }' is not a player number 1–{ $players }.
cli-error-bot_name = --bots: there is no bot '{ $name }'; bots: { $bots }.
cli-error-option_syntax = --option '{ $pair }': write NAME=VALUE.
cli-error-load = Cannot load { $where }:
cli-error-file_missing = Cannot read { $path }: there is no such file.
cli-error-file_folder = Cannot read { $path }: it is a folder, not a file.
cli-error-file_denied = Cannot read { $path }: permission denied.
cli-error-file_unreadable = Cannot read { $path }: { $reason }.
cli-error-file_too_large = Cannot read { $path }: it is larger than { $limit } MB, more than any saved game or room export.
cli-error-file_not_text = { $path } is not a JSON file: it is not UTF-8 text.
cli-error-file_not_json = { $path } is not a JSON file: the error is at line { $line }, column { $column }.
cli-error-file_number = { $path } holds a number of more than { $limit } digits: it is not a saved game or room export.
cli-error-file_too_deep = { $path } is nested more than { $limit } levels deep: it is not a saved game or room export.
cli-error-workers = --workers must be at least 1, not { $workers }.
cli-error-no_rules = { $game } has no rules page yet.

## cli.arg

cli-arg-description = Play classic dice and board games by their full rules. Without a command, a menu asks what to play.
cli-arg-play = play a game in the terminal
cli-arg-game = game id (see 'noppa games'); asked when left out
cli-arg-players = number of players
cli-arg-bots = players (counted from 1) played by bots: '2,3', '2:random,3:expectation' or 'all'; 'noppa games' lists each game's bots
cli-arg-lang = language: en or fi
cli-arg-seed = seed of the dice, for a game you can replay exactly
cli-arg-option = a game option NAME=VALUE (repeatable); see 'noppa games'
cli-arg-resume = continue a saved game
cli-arg-save = where to save when you quit
cli-arg-delay = seconds a bot waits before moving (default 0.6)
cli-arg-handoff = hide the screen between human players (automatic in games with secrets)
cli-arg-games = list the games with their player counts, options and bots
cli-arg-serve = start the web platform: play in the browser (lobby, invitations, bots, saved games)
cli-arg-rules = show a game's rules for players (Markdown)
cli-arg-rules_lang = language of the rules
cli-arg-serve_host = address to listen on (default 127.0.0.1: this machine only)
cli-arg-serve_port = port (default 8000; 0 picks a free one)
cli-arg-serve_database_url = SQLAlchemy URL of the database, e.g. postgresql+psycopg://user@host/noppa (default: SQLite in --data-dir)
cli-arg-serve_redis_url = Redis URL (redis://host:6379/0): run as one of several servers on one PostgreSQL database (--database-url)
cli-arg-serve_data_dir = folder of the SQLite database (default $NOPPA_HOME/data or ~/.local/share/noppa/data)
cli-arg-serve_bot_delay = seconds a bot waits before it moves (default 0.8)
cli-arg-serve_public_url = base of the invitation links, when the server is behind a proxy (https://noppa.example)
cli-arg-serve_forwarded_allow_ips = the proxies whose X-Forwarded-For header names the client, comma-separated addresses or networks (10.0.0.0/8; * trusts any); by default none: the client is the address that connected
cli-arg-serve_ws_compression = compress WebSocket messages (less traffic on slow networks, more work per move)
cli-arg-serve_quiet = log only warnings
cli-arg-serve_rate_one_network = rate games between personal links made from one network too (a club whose players all come from one address)
cli-arg-serve_bot_module = let players choose bots of your own from this Python module, as python:MODULE:NAME (repeatable; none by default: importing a module runs its code)
cli-arg-verify = check a finished game's fair dice: a room export (GET /api/rooms/ROOM/export) or a terminal saved game
cli-arg-verify_file = the room export or saved game (JSON)
cli-arg-verify_exit =
    exit codes:
      0  verified: the game replays exactly from its dice and has finished
      1  NOT verified: a move, event, result or the commitment does not match
      2  the command line or the file is wrong (unreadable, too large, not JSON, not an export or save)
      3  verified so far, not finished: it replays exactly, but the game has no result
cli-arg-tutorial = play a guided first game that teaches the rules with set dice
cli-arg-tutorial_game = game id (see 'noppa games')
cli-arg-serve_max_rooms = most games waiting or under way on the server at once (default 1000)
cli-arg-serve_max_bot_rooms = most games with bots under way on the server at once (default 40)
cli-arg-serve_client_rooms = most games waiting or under way that one client may have created (default 20)
cli-arg-serve_client_bot_rooms = most games with bots under way that one client may have created (default 3)
cli-arg-serve_room_rate = games one client may create per minute, in bursts of as many (default 10)
cli-arg-serve_bot_workers = processes in which bots think, apart from the server (default 1; 0: in the server's own threads)
cli-arg-serve_db_timeout = seconds a write waits for a database locked by another program before the player is told (default 5)
cli-arg-db = the schema of the server's database: its revision, and upgrading it (noppa serve upgrades it by itself)
cli-arg-db_current = show the schema revision of the database and the newest this noppa knows
cli-arg-db_upgrade = upgrade the database to the newest schema revision (refused while a server uses it)

## cli.arg.sim

cli-arg-sim-help = play many games between bots and write statistics, plots and a report
cli-arg-sim-game = game id (see 'noppa games')
cli-arg-sim-players = number of players (default: the fewest the game allows)
cli-arg-sim-games = how many games (default 100)
cli-arg-sim-bots = bot specs, comma-separated, repeated to fill the seats: e.g. mcts,heuristic,random; mcts:500 (iterations), mcts:0.2s (seconds) (default: heuristic)
cli-arg-sim-seed = seed of the whole run (default: a fresh one, shown in the report)
cli-arg-sim-workers = processes (local) or CPUs of a local Ray cluster (default: every core)
cli-arg-sim-out = output folder (default: simulations/GAME-Np-seedS)
cli-arg-sim-option = a game option NAME=VALUE (repeatable); see 'noppa games'
cli-arg-sim-seating = who sits where: permute (default: every order of the bots in turn), mirror (every order on the same dice, for a paired head-to-head), rotate (the list moves one seat on each game), fixed (the list's order in every game) or shuffle (seats dealt at random)
cli-arg-sim-backend = local processes (default) or ray
cli-arg-sim-ray_address = join a running Ray cluster at this address (e.g. ray://host:10001)
cli-arg-sim-max_actions = stop a game after this many actions (default 100000)
cli-arg-sim-no_plots = write the report without plots
cli-arg-sim-quiet = no progress bar and no summary in the terminal

## cli.serve

cli-serve-taken = another noppa server (process { $pid }) already uses the database { $where }; a second server on the same database would let the games diverge. Stop the other server first, or give this one its own --data-dir or --database-url.
cli-serve-taken_unknown = another noppa server already uses the database { $where }; a second server on the same database would let the games diverge. Stop the other server first, or give this one its own --data-dir or --database-url.
cli-serve-cluster_needs_postgres = several servers (--redis-url) share a PostgreSQL database, not { $where }: give --database-url postgresql+psycopg://…
cli-serve-taken_single = a noppa server that runs alone (without --redis-url) already uses the database { $where }; servers of a cluster cannot join it. Stop it first, or start it again with --redis-url.
cli-serve-read_only = the database { $where } cannot be written ({ $detail }); every move would fail. Give the server a folder it may write in (--data-dir), or fix the file's permissions.
cli-serve-busy = the database { $where } stayed locked by another program for { $seconds } s ({ $detail }); close the program that holds it and start again.
cli-serve-unusable = the database { $where } cannot be used: { $detail }
cli-serve-damaged = the database { $where } is damaged ({ $detail }), so the server does not start on it. Restore it from a backup; or move the file away, and the server starts with an empty database.
cli-serve-bad_proxy = '{ $entry }' is neither an address nor a network (for example 10.0.0.5 or 10.0.0.0/8), nor * for any proxy
cli-serve-newer = the database { $where } is at schema revision { $revision }, which this version of noppa does not know (the newest it knows is { $head }): a newer noppa has upgraded it. Start the server with that newer noppa, or upgrade this one.

## cli.db

cli-db-current = The database { $where } is at schema revision { $revision }, the newest this noppa knows.
cli-db-behind = The database { $where } is at schema revision { $revision }; the newest this noppa knows is { $head }: 'noppa db upgrade' or the next 'noppa serve' upgrades it.
cli-db-before_migrations = The database { $where } was made before schema migrations (its tables match revision { $revision }); 'noppa db upgrade' or the next 'noppa serve' upgrades it to revision { $head }.
cli-db-empty = The database { $where } has no noppa tables yet; 'noppa db upgrade' or the first 'noppa serve' creates them (revision { $head }).
cli-db-up_to_date = The database { $where } is already at schema revision { $head }.
cli-db-created = The database { $where } had no noppa tables: they were created at schema revision { $head }.
cli-db-upgraded = The database { $where } was upgraded from schema revision { $revision } to { $head }.
cli-db-upgraded_before = The database { $where }, made before schema migrations, was upgraded from schema revision { $revision } to { $head }.

## cli.sim

cli-sim-starting = { $game }: { $games } games, { $players } players, bots { $bots }, seed { NUMBER($seed, useGrouping: 0) }, run { $backend } → { $out }
cli-sim-progress = games
cli-sim-rate = { $rate } games/s
cli-sim-wins_title = Games won (95% CI; each game is one observation, whatever seats a bot holds)
cli-sim-bot = bot
cli-sim-games = games
cli-sim-wins = wins
cli-sim-win_rate = rate
cli-sim-interval = 95% CI
cli-sim-seats_per_game = seats/game
cli-sim-per_seat = per seat
cli-sim-head_title = Head to head, paired game by game (difference of win rates per seat held, 95% CI, p value of the same test)
cli-sim-pair = bots
cli-sim-difference = difference
cli-sim-seats = seats
cli-sim-p = p
cli-sim-length = Turns per game: median { $median } (5–95%: { $low }–{ $high }); { $rate } games/s
cli-sim-report = Report: { $path }
cli-sim-interrupted = Interrupted: the { $games } games finished in order are in { $path }.
cli-ambiguous = '{ $typed }' begins several lines: { $labels }. Type more of the words or the number.
cli-sim-no_matplotlib = No plots: matplotlib is not installed ({ $command }); the report has the tables.

## cli: noppa league

cli-arg-league-help = play a league: every pair of bots (and larger tables) plays a match, and openskill rates them all; run again with a new bot and only its matches are played
cli-arg-league-game = game id (see 'noppa games')
cli-arg-league-bots = bot specs, comma-separated: e.g. 'random,expectation,mcts:200,python:my_bot:MyBot'
cli-arg-league-games = games per match (default 24, or the league's before: a multiple of every seat order of up to four players)
cli-arg-league-players = table sizes, comma-separated, e.g. 2,3 (default: the game's fewest players, or the league's before)
cli-arg-league-out = the league's folder (default: leagues/GAME); a league there is continued
cli-arg-league-seed = seed of the league (default: the league's before, else a fresh one)
cli-arg-league-workers = processes per match (default: every core)
cli-arg-league-option = a game option NAME=VALUE (repeatable); see 'noppa games'
cli-arg-league-max_actions = stop a game after this many actions (default 100000)
cli-arg-league-quiet = no progress and no table in the terminal
cli-league-starting = { $game } league: { $bots }; { $matches ->
        [one] 1 match
       *[other] { $matches } matches
    } of { $games ->
        [one] 1 game
       *[other] { $games } games
    }, seed { NUMBER($seed, useGrouping: 0) } → { $out }
cli-league-match = Match: { $bots } ({ $players } players)
cli-league-played = { $played ->
        [0] No match to play:
        [one] 1 match played,
       *[other] { $played } matches played,
    } { $kept ->
        [0] none kept from before.
        [one] 1 kept from before.
       *[other] { $kept } kept from before.
    }
cli-league-interrupted = Interrupted: the matches played in full are kept in { $path }; run the same command again to go on.
cli-error-needs_league = noppa league needs the simulation extra (SciPy and openskill): { $command }
cli-error-league_bots = A league needs at least two different bots, and one for every seat of the largest table ({ $players }); got { $bots }.
cli-error-league_players = --players takes table sizes separated by commas, e.g. 2,3; not '{ $players }'.
cli-metavar-counts = N,N


## web

web-tagline = Classic dice and board games by their full rules — against bots, or with friends at one table or far away.
web-language = Language
web-loading = Loading…
web-player = Player { $number }

## web.nav

web-nav-lobby = Lobby
web-nav-new = New game

## web.status

web-status-waiting = waiting for players
web-status-running = in play
web-status-finished = finished
web-status-broken = cannot continue

## web.lobby

web-lobby-start = Start a game
web-lobby-new_game = New game
web-lobby-rules = Rules
web-lobby-yours = Your games
web-lobby-open = Open seats
web-lobby-running = Being played
web-lobby-finished = Finished games
web-lobby-continue = Continue
web-lobby-replay = Replay
web-lobby-watch = Watch
web-lobby-forget = Forget
web-lobby-forget_hint = Remove this game from this browser's list (the game itself goes on).
web-lobby-join_as = Join as { $player }
web-lobby-open_seat = open seat
web-lobby-invited = invited
web-lobby-moves =
    { $count ->
        [one] 1 move
       *[other] { $count } moves
    }
web-lobby-none_open = No open seats right now. Create a game with an open seat and it appears here.
web-lobby-none_running = No public games in play right now.
web-lobby-none_finished = No finished games yet.

## web.create

web-create-heading = New game
web-create-game = Game
web-create-players = Players
web-create-seat_kind = Who plays seat { $number }
web-create-bot = Bot
web-create-your_name = Your name
web-create-default = default
web-create-options = Rules options
web-create-room = Room
web-create-title = Name of the game (optional)
web-create-title_hint = Friday night dungeon
web-create-public = List it in the lobby (anyone can watch; private games are seen only through their link)
web-create-away = If a player on another device leaves, a bot takes over after
web-create-away_hint = Seats played on this device always wait for their people.
web-create-away_never = never
web-create-away_after =
    { $count ->
        [one] 1 second
       *[other] { $count } seconds
    }
web-create-create = Create the game
web-create-hotseat = Several people play on this device: the board always shows the player whose turn it is.
web-create-hotseat_secrets = Several people play on this device: before each turn a hand-off screen hides the board, so nobody sees another player's secrets.

## web.create.kind

web-create-kind-me = Me, on this device
web-create-kind-friend = A friend, by invitation link
web-create-kind-open = Anyone, from the lobby
web-create-kind-bot = A bot

## web.create.hint

web-create-hint-friend = You get a personal link for this seat to send.
web-create-hint-open = The seat is offered in the lobby; the first to take it plays.

## web.join

web-join-heading = Join { $game }
web-join-intro = You have been invited to a game for { $players } players. Choose the name the others will see.
web-join-name = Your name
web-join-join = Join the game

## web.room

web-room-settings = Game settings
web-room-bot = bot: { $bot }
web-room-not_found = Game not found
web-room-board = Game board
web-room-board_choices = Choices on the board
web-zoom-group = Zoom
web-zoom-in = Zoom in
web-zoom-out = Zoom out
web-zoom-reset = Default size
web-room-choices = Your choices
web-room-your_choices = Your move
web-room-all_choices =
    { $count ->
        [one] Show 1 more choice
       *[other] Show all { $count } choices
    }
web-room-click_board = Tip: you can also click the highlighted places on the board.
web-room-log = What happened
web-room-spectator = Spectator
web-room-copy_watch = Copy watch link
web-room-copied_watch = The link for spectators is copied.
web-room-copy = Copy
web-room-copied = Copied.
web-room-reconnecting = Connection lost — reconnecting…
web-room-waiting = Waiting for players to join…
web-room-waiting_others = Waiting for the other players to join. The game starts when every seat is taken.
web-room-invite_heading = Invite the players
web-room-invite_text = Send each friend the link of their seat: it carries a secret that lets only them play it. The game starts as soon as everyone has joined.
web-room-invite_link = Invitation link
web-room-start_now = Start now (bots take the empty seats)
web-room-your_turn = Your turn!
web-room-your_turn_named = { $player }, your turn!
web-room-their_turn = { $player } is to play…
web-room-bot_turn = { $player } is thinking…
web-room-winner = Winner: { $players }
web-room-no_winner = Nobody won
web-room-broken = This game cannot be continued: it could not be rebuilt from its saved moves.
web-room-online = connected
web-room-offline = not connected
web-room-standin = away — a bot plays
web-room-you = you
web-room-away_since = away since { $time }
web-room-seat_taken = This seat is taken
web-room-watch = Watch the game
web-room-reissue = New link
web-room-reissue_confirm = Make a new link for this seat? The old link stops working, and whoever plays the seat with it is taken off the seat.
web-room-reissued = The seat has a new link; the old one no longer works.
web-room-no_reissue_rated = This rated game is under way, so its seats keep their players and their links cannot be renewed. A player with a personal link comes back with it on any device.
web-room-link_used = taken

## web.handoff

web-handoff-title = { $player }'s turn
web-handoff-text = Pass the device to { $player }. Everyone else, look away: the next screen shows { $player }'s secrets.
web-handoff-ready = I am { $player } — show my turn

## web.over

web-over-heading = Game over
web-over-you_won = You won!
web-over-again = Play again
web-over-close = Look at the board

## web.chat

web-chat-placeholder = Say something to the table…
web-chat-send = Send

## web.replay

web-replay-heading = Replay
web-replay-back = Back to the game
web-replay-position = Move
web-replay-play = ▶ Play
web-replay-pause = ⏸ Pause
web-replay-perspective = Seen by
web-replay-spectator = Spectators (public)
web-replay-step = Move { $step } of { $total }
web-replay-start = The start of the game.
web-replay-controls = Replay controls
web-replay-first = First move
web-replay-previous = Previous move
web-replay-next = Next move
web-replay-last = Last move
web-replay-speed = Autoplay speed
web-replay-pace = { $seconds } s a move
web-notify-on = 🔔 Turn alerts on
web-notify-off = 🔕 Turn alerts off
web-notify-allowed = A chime when it becomes your turn, and a notification when this page is in the background
web-notify-ask = A chime when it becomes your turn; switching on also asks to show notifications when this page is in the background
web-lobby-your_turn_count = { $count ->
        [one] your turn in 1 game
       *[other] your turn in { $count } games
    }

## web.fair

web-fair-heading = Fair dice
web-fair-intro = Before the first roll the server fixed the dice seed and published this fingerprint of it (SHA-256 of the seed and a secret salt). Nobody, the host included, can see or change the seed while the game runs; when it ends, the seed and salt are shown so anyone can check every roll.
web-fair-commitment = Fingerprint (commitment)
web-fair-seed = Seed
web-fair-salt = Salt
web-fair-hidden = The seed and salt are revealed when the game ends.
web-fair-digest_ok = ✓ The seed and salt give the fingerprint published at the start (checked in this browser).
web-fair-digest_bad = ✗ The seed and salt do NOT give the fingerprint published at the start.
web-fair-digest_unknown = This browser cannot compute SHA-256 on this page (it needs https or localhost); check with noppa verify.
web-fair-replay_ok =
    { $count ->
        [one] ✓ Replaying the game from the seed gives its one recorded event (checked by the server).
       *[other] ✓ Replaying the game from the seed gives all { $count } recorded events: every roll and shuffle (checked by the server).
    }
web-fair-replay_bad = ✗ Replaying the game from the seed does not give the recorded game: { $problem }
web-fair-yourself = Check it yourself: download the game and run
web-fair-download = Download the game (JSON)
web-fair-none = This game was created before fair dice: it has no fingerprint to check.

## web.generic

web-generic-note = This game has no board drawing yet: here is everything your seat can see. Your choices are the buttons.
web-generic-turn = Turn { $turn }
web-generic-to_act = to play: { $player }

## web.rules

web-rules-title = Rules
web-rules-players = { $low }–{ $high } players
web-rules-none = This game has no rules page yet: see its options below.
web-rules-options = Options
web-rules-option = option
web-rules-values = values (default in bold)
web-rules-what = what it changes
web-rules-bots = Bots
web-rules-default_bot = the default

## web.bot


## web.dd

web-dd-challenge_hint = challenge
web-dd-odds_yours = Your decision, computed exactly from the rules.
web-dd-odds_of = { $player }'s decision, computed exactly from the rules.
web-dd-challenge_roll = Challenge roll { $attempt }: { $guards } of 3 guards
web-dd-caught = Caught by the guards!
web-dd-bust = No match — the turn is lost!
web-dd-challenge_won = Challenge won!
web-dd-challenge_lost = Challenge lost!
web-dd-escaped = Escaped!

## web.dd.best

web-dd-best-roll = roll on
web-dd-best-stop = stop
web-dd-best-challenge = challenge { $player }
web-dd-brief = Risk of losing all { $chance } · best: { $best }

## web.error

web-error-not_started = The game has not started yet: it is waiting for every player to join.
web-error-game_over = The game is over.
web-error-stale = The game moved on before your choice arrived; please look again.
web-error-not_your_turn = It is not your turn.
web-error-storage = The move could not be saved, so it was not played. Please try again.
web-error-bad_token = This link is not valid for this game (or the seat has been given to someone else).
web-error-seat_taken = That seat is no longer free.
web-error-no_room = There is no such game.
web-error-no_hello = The connection must start with a hello message.
web-error-slow_down = Too many messages: please slow down.
web-error-not_text = Messages must be JSON text.
web-error-too_big = The message is too big (the limit is { $limit } bytes).
web-error-bad_json = The message is not valid JSON.
web-error-bad_message = The message must be a JSON object with a "type".
web-error-bad_field = The field '{ $field }' is missing or has the wrong type.
web-error-not_your_seat = You do not play that seat.
web-error-not_viewing = Switch to that seat before acting for it.
web-error-not_host = Only the player who created the game may do that.
web-error-unknown_type = Unknown message type '{ $kind }'.
web-error-spectators_quiet = Spectators cannot write in the chat.
web-error-no_game = There is no game called '{ $game }'.
web-error-no_tutorial = { $game } has no tutorial yet.
web-error-tutorial_moves = These are not the lesson's moves: { $reason }
web-tutorial-heading = Tutorial
web-tutorial-start = Learn to play
web-tutorial-step = Step { $number } of { $count }
web-tutorial-done = Lesson played
web-tutorial-you = { $player } (you)
web-tutorial-play = Play a real game
web-error-no_board = This game has no board data.
web-error-bad_players = The number of players must be from { $low } to { $high }.
web-error-bad_option = Bad game option: { $detail }
web-error-bad_seats = Give exactly one seat for each of the { $players } players.
web-error-bad_bot = There is no bot '{ $bot }' for this game; the bots are: { $bots }.
web-error-not_finished = A game can be replayed once it is finished.
web-error-seat_claimed = This seat has already been taken on another device. An invitation link works on the first device that opens it; ask the host for a new link if that was not you.
web-error-seat_revoked = The host gave this seat a new invitation link, so this device no longer plays it.
web-error-seed_not_private = A chosen dice seed is allowed only when every person plays on your own device: whoever knows the seed knows every roll in advance. Leave the seed out and the server draws it.
web-error-no_commitment = This game was created before fair dice: it has no commitment to check.
web-error-too_deep = The message is nested too deeply.
web-error-bad_number = The field '{ $field }' must be a whole number from { $low } to { $high }.
web-error-failed = Something went wrong on the server with that message, so nothing was changed. The game goes on; please try again.
web-error-unsaved = This could not be saved just now, so nothing was changed. Please try again in a moment.
web-error-damaged = This game's stored data are damaged, so it cannot be shown or played. The server has logged it for its operator; other games are not affected.
web-error-room_rate =
    { $count ->
        [one] You are creating games too fast: wait { $count } second and try again.
       *[other] You are creating games too fast: wait { $count } seconds and try again.
    }
web-error-client_rooms =
    { $count ->
        [one] You already have { $count } game waiting or under way, as many as one player may have at once.
       *[other] You already have { $count } games waiting or under way, as many as one player may have at once.
    }
web-error-client_bot_rooms =
    { $count ->
        [one] You already have { $count } game with bots under way, as many as one player may have at once.
       *[other] You already have { $count } games with bots under way, as many as one player may have at once.
    }
web-error-server_full = The server has as many games under way as it can take. Please try again later.
web-error-bot_rooms_full = The server is running as many games with bots as it can. Play with people, or try again later.

## sim.error

sim-error-games = A simulation needs at least 1 game, not { $games }.
sim-error-no_bots = Give at least one bot.
sim-error-too_many_bots = { $bots } bots for { $players } players: give at most one bot per seat.
sim-error-seating = Seating must be one of { $known }, not '{ $seating }'.
sim-error-bot_failed = Game { $index } of the run (dice seed { NUMBER($seed, useGrouping: 0) }): the { $bot } bot at seat { $seat } failed at action { $action }: { $error }
cli-argparse-usage = usage:
cli-argparse-positional = positional arguments
cli-argparse-options = options
cli-argparse-help = show this help message and exit
cli-argparse-argument = argument %(argument_name)s: %(message)s
cli-argparse-unrecognized = unrecognized arguments: %s
cli-argparse-required = the following arguments are required: %s
cli-argparse-expected_one = expected one argument
cli-argparse-invalid_type = invalid value: %(value)r
cli-argparse-invalid_choice = invalid choice: %(value)r (choose from %(choices)s)
cli-argparse-ambiguous = ambiguous option: %(option)s could match %(matches)s
cli-argparse-error = %(prog)s: error: %(message)s

## web.clock: turn-based rooms and clocks (noppa.server.clocks, web/static/clock.js)

web-clock-days =
    { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
web-clock-hours = { $count } h
web-clock-minutes = { $count } min
web-clock-seconds = { $count } s
web-clock-in_live = a real-time game
web-clock-in_turn = a turn-based game
web-clock-live = Real-time
web-clock-turn = Turn-based
web-clock-per_move = { $time } per move
web-clock-per_game = { $time } per player
web-clock-increment = + { $time } after each move
web-clock-untimed = no clock
web-clock-policy-standin = When time runs out, a stand-in bot plays the move.
web-clock-policy-skip = When time runs out, the player passes where the rules allow it; elsewhere a stand-in bot plays the move.
web-clock-policy-drop = When time runs out, the player drops out: a bot plays the seat for the rest of the game.
web-clock-left = { $time } left
web-clock-out = time ran out
web-clock-timed_out = { $player }: time ran out.
web-create-pace = How you play
web-create-pace-live = Real-time: everyone at the table together
web-create-pace-turn = Turn-based: each moves when they can, over days
web-create-turn_hint = A turn-based game waits for its players: nobody is replaced for being away, and the lobby shows, across your games, where it is your turn.
web-create-clock = Clock
web-create-clock-none = No clock
web-create-clock-move = Time per move
web-create-clock-game = Time per player for the whole game
web-create-clock-time = Time
web-create-clock-increment = Added after each move
web-create-timeout = When a player's time runs out
web-create-timeout-standin = a stand-in bot plays the move
web-create-timeout-skip = the player passes (where the rules allow it; elsewhere a stand-in bot plays)
web-create-timeout-drop = the player drops out and a bot plays the seat to the end
web-error-bad_clock = The clock setting '{ $field }' must be from { $low } to { $high }.
web-error-clock_not_here = The clock setting '{ $field }' cannot be used in { $pace }.
web-error-clock_both = Choose a time per move or a time per game, not both.
web-error-bad_choice = The field '{ $field }' must be one of: { $choices }.
web-error-away_turn_based = A turn-based game waits for its players however long they take: leave 'away_after' at 0 (a clock and its time-out policy decide instead).
web-error-time_out = Your time for this move ran out before your choice arrived, so it was not played.
web-error-dropped = Your time ran out, and a bot now plays your seat for the rest of the game.
## players, ratings and stored chat (docs/web.md, "Players, ratings and chat")

web-error-bad_key = This personal link does not work (it may have been replaced by a newer one). Ask for the new link, or make one of your own.
web-error-no_key = This needs your personal link: make one on the "Your name" page.
web-error-no_player = There is no such player.
web-error-chat_slow = You are writing faster than the chat allows: wait { $seconds } s and try again.
web-error-no_chat_line = There is no such chat line in this game.
web-error-chat_full =
    { $count ->
        [one] This game's chat already holds { $count } line, as many as one game keeps.
       *[other] This game's chat already holds { $count } lines, as many as one game keeps.
    }
web-error-player_rate =
    { $count ->
        [one] You have made several personal links in a short time. Please wait { $count } second.
       *[other] You have made several personal links in a short time. Please wait { $count } seconds.
    }
web-error-rated_needs_people = A rated game needs at least two people, each on their own device (a hot-seat table counts as one).
web-error-rated_reissue = This rated game has started: its seats keep their players, so a seat's link can no longer be renewed.
web-error-rated_needs_clock = A rated game has a clock, so that nobody can stall it for ever: choose a time per move or per game, or leave the clock out and the default is used.
web-nav-me = Your name
web-nav-players = Leaderboard
web-me-heading = Your name on every device
web-me-intro = Choose a name and noppa makes you a personal link. Open it on another phone or computer and you are the same player there: the same name, your games and your rating. There is no password, so keep the link to yourself.
web-me-name = Your name
web-me-create = Make my personal link
web-me-link = Your personal link
web-me-link_hint = Open this link on another device to play there as { $name }. Anyone who has it can play as you.
web-me-show = Show the link
web-me-copy = Copy the link
web-me-copied = The link is copied. Open it on your other device.
web-me-rename = Change name
web-me-save = Save
web-me-renamed = Your name is now { $name }.
web-me-replace = Make a new link
web-me-replace_hint = The old link stops working on every device that has it; open the new one there instead.
web-me-replace_confirm = Make a new link? The old one stops working everywhere at once.
web-me-replaced = Your new link is ready. The old one no longer works.
web-me-restored = Welcome back, { $name }. Your games are in the lobby.
web-me-forget = Forget me on this device
web-me-forget_confirm = Forget your personal link on this device? Your games stay yours; open your link again to come back.
web-me-page = Your page
web-me-rated_hint = Only rated games count for the leaderboard: choose "Rated game" when you make one.
web-board-heading = Leaderboard
web-board-intro = Ratings of named players from finished rated games. The rating is a cautious estimate: it starts at 1,000 and rises as you win, more quickly while noppa knows little about you.
web-board-place = #
web-board-player = Player
web-board-rating = Rating
web-board-games = Games
web-board-wins = Wins
web-board-empty = Nobody has a rating in { $game } yet. Play a rated game with friends.
web-player-since = Playing since { $date }
web-player-ratings = Ratings
web-player-rating_line =
    { $games ->
        [one] { $games_text } rated game
       *[other] { $games_text } rated games
    }, { $wins ->
        [one] { $wins_text } win
       *[other] { $wins_text } wins
    }
web-player-chart = Rating over time
web-player-games = Games
web-player-date = Date
web-player-game = Game
web-player-result = Result
web-player-won = won
web-player-place = place { $place }
web-player-unrated = not rated
web-player-unrated-few_named = not rated
web-player-unrated-one_origin = not rated (two personal links from one network)
web-player-unrated-repeated = not rated (the same players too often today)
web-player-left = the seat passed to another player
web-player-shared_name = Several players have this name; the mark after it tells this one apart.
web-player-no_games = No games yet.
web-player-none_rated = No rated games yet.
web-create-rated = Rated game
web-create-rated_hint = The result counts for the ratings of the players who have a personal link (at least two people, each on their own device).
web-create-rated_clock = A rated game always has a clock, so that nobody can stall it for ever: choose its time.
web-over-rated = Rated game: the new ratings
web-over-not_counted = This rated game counts for nobody: it needs at least two players with a personal link.
web-over-unrated-few_named = This rated game counts for nobody: it needs at least two players with a personal link.
web-over-unrated-one_origin = This rated game counts for nobody: two of its players' personal links were made from the same network.
web-over-unrated-repeated =
    { $count ->
        [one] This rated game counts for nobody: the same players have already played { $count } rated game of it against each other today.
       *[other] This rated game counts for nobody: the same players have already played { $count } rated games of it against each other today.
    }
web-chat-hidden = (hidden by the host)
web-chat-hide = Hide this line from everyone
web-chat-heading = Chat
## bot, engine.option: bots as people choose them and as their seats are called; yes/no values

bot-label-random = Random (any legal move)
bot-label-expectation = Expectation (best exact odds)
bot-label-heuristic = Heuristic (the game's own rules of thumb)
bot-label-mcts = Search (Monte Carlo tree search)
bot-label-win = Win (the exact best play to win; two players)
bot-name-random = Random bot
bot-name-expectation = Expectation bot
bot-name-heuristic = Heuristic bot
bot-name-mcts = Search bot
bot-name-win = Winning bot
bot-name-other = Bot { $bot }
engine-option-yes = yes
engine-option-no = no
cli-arg-names = the names of the people at the keyboard, in seat order (bots are named after themselves): 'Anna,Ben'
cli-ask_name = Name of player { $number } (Enter: { $default }):{" "}
cli-all_seats = all
cli-metavar-addresses = ADDRESSES
cli-metavar-command = COMMAND
cli-metavar-game = GAME
cli-metavar-count = N
cli-metavar-bots = BOTS
cli-metavar-seed = SEED
cli-metavar-option = NAME=VALUE
cli-metavar-file = FILE
cli-metavar-seconds = SECONDS
cli-metavar-names = NAME,NAME
cli-no_match = No line begins with '{ $typed }': type the line's number or its first words.
cli-metavar-host = HOST
cli-metavar-port = PORT
cli-metavar-folder = DIR
cli-metavar-per_minute = PER_MINUTE
cli-metavar-module = MODULE

## bot.error: bot specs that make no bot (noppa.engine.errors.BotSpecError)

bot-error-unknown = There is no bot '{ $bot }' for { $game }; bots: { $bots }.
bot-error-no_determinize = The bot '{ $bot }' cannot play { $game } yet: the game cannot set up the worlds its search needs.
bot-error-no_parameters = The bot '{ $bot }' takes no parameters (got '{ $params }').
bot-error-mcts_both = mcts: give a number of iterations or a time, not both.
bot-error-mcts_least = mcts: { $name } must be at least { $least }, not { $value }.
bot-error-mcts_not_negative = mcts: { $name } must be zero or more, not { $value }.
bot-error-mcts_time = mcts: the time must be positive, not { $value }.
bot-error-mcts_rollout = mcts: rollout must be 'game', 'random' or a bot (e.g. 'heuristic'), not '{ $value }'.
bot-error-mcts_incumbent = mcts: incumbent must name a bot (e.g. 'heuristic'), not '{ $value }'.
bot-error-mcts_incumbent_unknown = mcts: incumbent={ $value } is no bot ({ $why }); write a bot's name, '{ $rollout }' (the playout's choice) or '{ $none }'.
bot-error-mcts_rollout_unknown = mcts: rollout={ $value } is no bot ({ $why }); write 'game', 'random' or a bot's name.
bot-error-mcts_parameter = mcts: unknown parameter '{ $name }'; the parameters are c, z, depth, tree, extend, rollout, incumbent, paired, iterations and time.
bot-error-mcts_unreadable = mcts: cannot read '{ $part }'; write e.g. 'mcts:500', 'mcts:0.25s' or 'mcts:500:c=1.0:rollout=random'.

## bot.error.python: your own bot, python:MODULE:NAME (noppa.bots.custom)

bot-error-python_spec = '{ $spec }' is not a bot spec of your own: write python:MODULE:NAME (a module you can import and a class or function in it), e.g. python:my_bot:MyBot.
bot-error-python_parameter = '{ $part }' in '{ $spec }' is not a parameter: write KEY=VALUE after the name, e.g. python:my_bot:MyBot:depth=3.
bot-error-python_not_allowed = This server does not play bots from the module '{ $module }': its operator can allow it with noppa serve --bot-module { $module }.
bot-error-python_import = The bot module '{ $module }' cannot be imported ({ $error }): is it installed, or in the current folder?
bot-error-python_no_name = The module '{ $module }' has no class or function '{ $name }'.
bot-error-python_failed = Making the bot '{ $spec }' failed: { $error }
bot-error-python_not_bot = '{ $spec }' made a { $kind }, which is no bot: a bot has a method choose(view) that returns an action.
bot-label-python = Your own bot { $bot }
bot-name-python = Bot { $bot }

## cli: the terminal's menu, refusals and saving (issue 28, "The terminal")

cli-menu_more = … and { $count } more: + shows them all.
cli-not_a_choice =
    { $count ->
        [one] '{ $typed }' is not the choice: type 1 or the words of the line (like { $examples }).
       *[other] '{ $typed }' is none of the choices: type a number from 1 to { $count } or the words of a line (like { $examples }).
    }
cli-saved_finished = The finished game is saved in { $path } — check it with: noppa verify { $path }
cli-default_mark = (default)
cli-values_default = values (default marked)
cli-yes_no_again = Please answer { $yes } or { $no }.
cli-option_range = '{ $value }' is not a number from { $low } to { $high }
cli-error-os = { $path }: { $reason }.
cli-oserror-missing = no such file or folder
cli-oserror-denied = permission denied
cli-oserror-folder = it is a folder, not a file
cli-oserror-not_folder = a part of the path is a file, not a folder
cli-oserror-exists = it exists already
cli-oserror-full = the disk is full
cli-oserror-read_only = the disk can only be read
cli-oserror-too_long = the name is too long
cli-oserror-address_in_use = the address is already in use
cli-oserror-address_unavailable = the address is not this machine's
cli-oserror-other = the system refused (error { $code })
cli-serve-cannot_listen = cannot listen on { $host }:{ $port }: { $reason }
cli-oserror-io = the disk could not be read or written
cli-sim-bad_seating = '{ $value }' is no seating; choose one of: { $known }
cli-metavar-seating = SEATING
cli-sim-seating_word-permute = permute
cli-sim-seating_word-mirror = mirror
cli-sim-seating_word-rotate = rotate
cli-sim-seating_word-fixed = fixed
cli-sim-seating_word-shuffle = shuffle

# The computer review and the game's summary (server/review_api.py, web/static/summary.js, replay.js)
web-error-review_unfinished = A game can be reviewed once it is finished.
web-error-review_failed = The review of this game failed; ask again to try once more.
web-summary-heading = Game summary
web-summary-open = Summary
web-summary-result = Result
web-summary-length = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
web-summary-statistics = The players' statistics
web-summary-figure = Figure
web-summary-luck = Luck of the dice
web-summary-luck-about = How much each player's own rolls changed his chance to win, added up: above zero the dice helped him, below zero they hurt.
web-summary-rolls = { $rolls ->
    [one] over { $rolls } roll
   *[other] over { $rolls } rolls
}
web-summary-replay = Replay
web-summary-review = Computer review
web-review-heading = Computer review
web-review-working = Reviewing the game… { $done } of { $total } positions
web-review-failed = The review could not be made: { $problem }
web-review-exact = Exact: each chance is the chance to win if both players play perfectly from there on (the solved game).
web-review-estimate = Estimated by the search bot's playouts ({ $simulations } a position): each chance ± its standard error.
web-review-chart = Each player's chance to win over the game
web-review-chart-about = Each player's chance to win before the first move and after every move; a mark shows a costly move, in the mover's colour. Choose a mark to see that move.
web-review-accuracy = Accuracy { $accuracy } ({ $best } of { $decisions })
web-review-lost = chance given away { $lost }
web-review-costly = Costliest moves
web-review-none = No costly move: every decision was among the best.
web-review-move = Move { $number }, { $player }: { $played }
web-review-best_was = best was { $best } ({ $lost })
web-review-best_played = the best move
web-review-luck = luck of the roll { $luck }
web-error-review_unavailable = { $game } cannot be reviewed: the game offers no search for the computer to judge its positions with.

## engine.table: resigning and taking back (noppa.engine.table)

engine-table-resign = Resign ({ $name })
engine-table-undo = Take back the last action
engine-event-resign = { $name } resigned.
engine-outcome-resigned = Every other player resigned.
engine-error-table_action = '{ $action }' is not a table action: resign with '!resign' and a seat number, take back with '!undo'.
engine-table-game_over = The game is over: nothing can be resigned or taken back.
engine-table-already_resigned = { $seat } has already resigned.
engine-table-nothing_to_undo = There is no action of yours to take back (a resignation cannot be taken back).
engine-table-undo_dice = That action cannot be taken back: dice have been rolled or a card drawn since.
engine-table-undo_hidden = That action cannot be taken back: hidden information has been shown since.
engine-table-end = End the game unfinished
engine-outcome-ended = The game was ended unfinished: its players had left.
web-error-undo_turn_over = That action cannot be taken back: your turn is over and another player is to act.
web-error-undo_not_yours = The last action was not yours to take back.
web-error-people_here = The game can be ended only once its players have all left; someone is still here.

## web.table: resigning, taking back, ending, confirming moves, the connection (issue 27)

web-table-undo = Take back
web-table-undo_hint = Take back your last action, if no die was rolled, no card drawn and nothing hidden shown since
web-table-resign = Resign
web-table-resign_named = Resign for { $player }
web-table-resign_confirm = Resign the game for { $player }? This cannot be taken back.
web-table-end = End the game
web-table-end_confirm = End this game unfinished? Nobody wins.
web-table-confirm_on = Ask before each move: on
web-table-confirm_off = Ask before each move: off
web-table-confirm_heading = Confirm your move
web-table-confirm_text = Your choice: { $choice }
web-table-confirm = Confirm
web-table-cancel = Choose again
web-table-offline = Your choices wait until it is back.
engine-event-won_by_resignation = { $names } wins: every other player resigned.
cli-undone = Taken back: { $action }.
web-table-confirm_suggested = Ask before each move? (suggested on a phone)
cli-arg-serve_route_slot = this server is the I-th of the N servers a load balancer spreads rooms over by a hash of the room id (1/2, 2/2): it makes only rooms the hash sends to it, so a room's players reach the server that runs it (docs/web.md, Deployment)
cli-serve-bad_route_slot = '{ $value }' is not a slot I/N (the I-th of N servers, 1 ≤ I ≤ N ≤ 1000: 1/2, 2/2)
