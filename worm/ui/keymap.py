"""Key bindings with ids, and the keymap file that overrides them (issue 7).

Every binding the game offers has an id. A keymap file is TOML with one table, ``[keys]``, of
``id = "key,key"`` lines (Textual's key names: ``up``, ``k``, ``ctrl+q``, ``question_mark``…):

    [keys]
    move_north = "up,z"
    explore = "tab"

A key name that no key has, or a key bound twice where both would be live (on one screen, or
on a screen and the whole app), makes the file an error naming it, in every mode.
The help screen lists the bindings as they are live, so it always shows the file's keys.
"""

from __future__ import annotations

import tomllib
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from worm.errors import WormError


@dataclass(frozen=True, slots=True)
class Key:
    """One binding: its id, default keys, the action it runs, what the help says, its screen."""

    id: str
    keys: str
    action: str
    description: str
    screen: str  # "app", "crawl", "challenge", "parley", "camp", "title"…
    show: bool = True  # in the footer
    label: str = ""  # the footer's word (default: the description)


MOVES = (
    ("move_north", "up,k,8", "north"),
    ("move_south", "down,j,2", "south"),
    ("move_west", "left,h,4", "west"),
    ("move_east", "right,l,6", "east"),
    ("move_north_west", "y,7,home", "north-west"),
    ("move_north_east", "u,9,pageup", "north-east"),
    ("move_south_west", "b,1,end", "south-west"),
    ("move_south_east", "n,3,pagedown", "south-east"),
)

KEYS: tuple[Key, ...] = (
    Key("help", "question_mark,f1", "app.help", "Help: every key", "app", label="Help"),
    Key("quit", "q,ctrl+q", "app.ask_quit", "Quit (asks first)", "app", label="Quit"),
    Key("theme", "f2", "app.next_theme", "Switch theme (default / high contrast)", "app", False),
    Key("log", "m", "app.messages", "Message log with scroll-back", "app", label="Log"),
    Key(
        "why",
        "w",
        "app.why",
        "Why: the cards and rulings behind the last thing",
        "app",
        label="Why",
    ),
    Key(
        "command",
        "colon",
        "app.command",
        "Type a command in the text game's words",
        "app",
        label="Command",
    ),
    *(Key(i, k, f"app.{i}", f"Step {d}", "crawl", False) for i, k, d in MOVES),
    Key(
        "explore",
        "o",
        "explore",
        "Explore: the nearest room not yet entered",
        "crawl",
        label="Explore",
    ),
    Key("travel", "g", "travel", "Go to a room by its key", "crawl", label="Go to"),
    Key("look", "x", "look", "Look around the room", "crawl", label="Look"),
    Key("search", "s", "search", "Search the room (takes time)", "crawl", label="Search"),
    Key("listen", "e", "listen", "Listen at the ways out", "crawl", False),
    Key("treasure", "comma", "treasure", "Take the room's treasure", "crawl", False),
    Key("down", "greater_than_sign", "way('down')", "Take the way down", "crawl", False),
    Key("up", "less_than_sign", "way('up')", "Take the way up or out", "crawl", False),
    Key("across", "X", "way('across')", "Take the way across to a level beside", "crawl", False),
    Key("careful", "c", "careful", "Move carefully, or stop", "crawl", False),
    Key("talk", "t", "talk", "Talk with those met", "crawl", label="Talk"),
    Key("fight", "f", "fight", "Fight those met", "crawl", label="Fight"),
    Key("withdraw", "W", "withdraw", "Withdraw from those met", "crawl", False),
    Key("camp", "C", "camp", "Make camp here (chapter 8)", "crawl", False),
    Key("harvest", "H", "harvest", "Harvest reagents from fresh kills (p. 231)", "crawl", False),
    Key("guild", "i", "guild", "The guild: each one's sheet, page by page", "crawl", label="Guild"),
    Key(
        "inventory",
        "I",
        "inventory",
        "Inventory: hands, belt, pack, lights and flickers",
        "crawl",
        False,
    ),
    Key("legend", "K", "legend", "The map's legend: every glyph and light", "crawl", False),
    Key(
        "light",
        "L",
        "light",
        "Light or relight a light (taken in hand), or fill a lantern",
        "crawl",
        False,
    ),
    Key("use", "U", "use", "Use a carried thing", "crawl", False),
    Key("drop", "d", "drop", "Drop a carried thing (p. 95)", "crawl", False),
    Key(
        "porter",
        "G",
        "porter",
        "Goblins: hand the horde a thing to carry, or take one back (Jarl, p. 65)",
        "crawl",
        False,
    ),
    Key(
        "door",
        "plus",
        "door",
        "A door here: open, pick, force, spike or spy",
        "crawl",
        False,
    ),
    Key(
        "act",
        "a",
        "act",
        "Deal with what the room holds: features, traps, treasure",
        "crawl",
        False,
    ),
    Key("tend", "p", "tend", "Tend one at Death's Door with a poultice (p. 126)", "crawl", False),
    Key("wound_order", "O", "wound_order", "How each one takes Wounds (p. 124)", "crawl", False),
    Key(
        "city_upkeep",
        "enter,u",
        "upkeep",
        "City: choose the upkeep tier of the one highlighted (p. 154)",
        "city",
        label="Upkeep",
    ),
    Key("market", "M", "market", "The Omphalic Market (in the City)", "city", label="Market"),
    Key("city_actions", "A", "city_actions", "City Actions (in the City)", "city", label="Actions"),
    Key("jobs", "J", "jobs", "The job board: contracts (in the City)", "city", label="Jobs"),
    Key(
        "city_map",
        "D",
        "city_map",
        "The City's districts and gates (in the City)",
        "city",
        label="City map",
    ),
    Key("city_guild", "i", "guild", "City: the guild, sheets and packs", "city", label="Guild"),
    Key("city_motif", "O", "motif", "City: change a motif (p. 25)", "city", False),
    Key(
        "city_buy_back",
        "B",
        "buy_back",
        "City: buy stolen gear back off the stall (A Theft, p. 152)",
        "city",
        False,
    ),
    Key(
        "city_ransom",
        "R",
        "ransom",
        "City: buy back one the Olu Gang hold, 1,000 gold per Fame (p. 95)",
        "city",
        False,
    ),
    Key(
        "city_delve",
        "greater_than_sign",
        "delve",
        "City: delve into the Underworld again (p. 178)",
        "city",
        label="Delve",
    ),
    Key("offer", "o", "approach('offer')", "Offer a gift or a service", "parley", False),
    Key("flatter", "l", "approach('flatter')", "Flatter them", "parley", False),
    Key("deceive", "d", "approach('deceive')", "Deceive them", "parley", False),
    Key("ask", "a", "approach('ask')", "Ask about them (learn a trait)", "parley", False),
    Key("appeal", "p", "approach('appeal')", "Appeal to a like the guild knows", "parley", False),
    Key(
        "threaten", "t", "approach('threaten')", "Threaten them (or a known need)", "parley", False
    ),
    Key(
        "trade",
        "r",
        "approach('trade')",
        "Trade something for what the guild asks",
        "parley",
        False,
    ),
    Key("request", "e", "approach('request')", "Request something outright", "parley", False),
    Key("lore", "b", "approach('lore')", "Bid lore on them (p. 32)", "parley", False),
    Key(
        "parley_fight",
        "f",
        "approach('parley_fight')",
        "Fight them: the talk is over",
        "parley",
        label="Fight",
    ),
    Key(
        "parley_withdraw",
        "W",
        "approach('parley_withdraw')",
        "Withdraw: back away",
        "parley",
        label="Withdraw",
    ),
    Key(
        "speaker",
        "s",
        "next_speaker",
        "Choose who speaks (cycles; the GM's pick first)",
        "parley",
        label="Speaker",
    ),
    Key("parley_guild", "i", "guild", "The guild: sheets and packs", "parley", label="Guild"),
    Key(
        "parley_light",
        "L",
        "app.light",
        "Light or relight a light, or fill a lantern: the talk waits (p. 94)",
        "parley",
        False,
    ),
    Key(
        "camp_choose",
        "enter",
        "choose",
        "Camp: take the Camp Action (or burn) highlighted",
        "camp",
        label="Choose",
    ),
    Key(
        "camp_next",
        "tab,right",
        "next_adventurer",
        "Camp: the next adventurer round the fire",
        "camp",
        label="Next",
    ),
    Key(
        "camp_previous",
        "shift+tab,left",
        "next_adventurer(-1)",
        "Camp: the previous adventurer",
        "camp",
        label="Previous",
    ),
    Key(
        "camp_on",
        "o",
        "camp_on",
        "Camp on: supper and the night (who chose nothing rests); in recovery, the morning",
        "camp",
        label="Camp on",
    ),
    Key("camp_guild", "i", "guild", "The guild: sheets and packs", "camp", label="Guild"),
    Key("market_buy", "b,enter", "buy", "Market: buy the gear highlighted", "market", label="Buy"),
    Key("market_sell", "s", "sell", "Market: hand a carried thing back", "market", label="Sell"),
    Key("market_repair", "r", "repair", "Market: mend a Notched item", "market", label="Repair"),
    Key(
        "market_keep",
        "k",
        "keep",
        "Market: keep a piece of the loot, or sell one kept",
        "market",
        label="Keep",
    ),
    Key(
        "market_next",
        "tab,right",
        "next_adventurer",
        "Market: the next adventurer",
        "market",
        label="Next",
    ),
    Key(
        "market_previous",
        "shift+tab,left",
        "next_adventurer(-1)",
        "Market: the previous adventurer",
        "market",
        False,
    ),
    Key("market_leave", "escape", "leave", "Market: back to the City", "market", label="Back"),
    Key(
        "city_act",
        "enter",
        "act",
        "City Actions: take the one highlighted",
        "city_actions",
        label="Take",
    ),
    Key(
        "city_next",
        "tab,right",
        "next_adventurer",
        "City Actions: the next adventurer",
        "city_actions",
        label="Next",
    ),
    Key(
        "city_previous",
        "shift+tab,left",
        "next_adventurer(-1)",
        "City Actions: the previous adventurer",
        "city_actions",
        False,
    ),
    Key(
        "city_leave",
        "escape",
        "leave",
        "City Actions: back to the City",
        "city_actions",
        label="Back",
    ),
    Key(
        "jobs_sign", "enter,t", "sign", "Jobs: sign the contract highlighted", "jobs", label="Sign"
    ),
    Key("jobs_drop", "d", "give_up", "Jobs: give up a contract held", "jobs", label="Give up"),
    Key("jobs_leave", "escape", "leave", "Jobs: back to the City", "jobs", label="Back"),
    Key("title_quick", "n", "quick", "New game with a quick guild", "title", label="Quick guild"),
    Key(
        "title_create", "c", "create", "Make the guild step by step", "title", label="Step by step"
    ),
    Key("title_seed", "s", "focus_seed", "Type a seed", "title", label="Seed"),
    Key(
        "title_continue",
        "l",
        "continue",
        "Go on with the newest saved game",
        "title",
        label="Continue",
    ),
    Key("title_random", "r", "reroll", "A random seed", "title", label="Random seed"),
    Key(
        "title_menu",
        "escape",
        "focus_menu",
        "Leave the seed box for the menu",
        "title",
        label="Menu",
    ),
    Key(
        "title_size",
        "g",
        "next_guild_size",
        "The guild's size, 1 to 4 in turn (digits go into the seed box)",
        "title",
        False,
    ),
    Key(
        "creation_back",
        "escape",
        "back",
        "Back one step (no answer is lost)",
        "creation",
        label="Back",
    ),
    Key("creation_roll", "ctrl+r", "roll", "Roll this step", "creation", label="Roll"),
    Key(
        "creation_fill",
        "ctrl+f",
        "fill",
        "Roll every open step and show the guild",
        "creation",
        label="Roll the rest",
    ),
    *(
        Key(
            f"card_{n}",
            str(n),
            f"card({n - 1})",
            f"Choose card {n} of the hand",
            "challenge",
            False,
        )
        for n in range(1, 6)
    ),
    Key("pass", "p", "pass_turn", "Pass (no action now)", "challenge", label="Pass"),
    Key("retreat", "r", "retreat", "Retreat: the guild runs", "challenge", label="Retreat"),
    Key("surrender", "S", "surrender", "Surrender", "challenge", False),
    Key("status", "v", "status", "The whole field in words", "challenge", False),
    Key("calm", "B", "calm", "A berserker ends the rage for 1 Resolve (p. 64)", "challenge", False),
    Key(
        "arrive",
        "J",
        "arrive",
        "Sneak: one off sneaking joins the fight for 1 Resolve (p. 74)",
        "challenge",
        False,
    ),
    Key(
        "negate",
        "E",
        "negate",
        "Counter-spell: end a spell in play for 1 Resolve (p. 82)",
        "challenge",
        False,
    ),
    Key(
        "counsel",
        "C",
        "counsel",
        "Counsel: hand a mate a card with advice (p. 78)",
        "challenge",
        False,
    ),
    Key(
        "challenge_wounds",
        "O",
        "wound_order",
        "How each one takes Wounds (p. 124)",
        "challenge",
        False,
    ),
    Key(
        "choice_tend",
        "p",
        "app.tend",
        "A choice waits: tend one at Death's Door with a poultice first (p. 126)",
        "choice",
        False,
    ),
    Key("pending_push", "p", "push", "A failed test: push fate (p. 9)", "pending", label="Push"),
    Key(
        "pending_accept", "a", "accept", "A failed test: let it stand", "pending", label="Let stand"
    ),
    Key(
        "pending_inspired",
        "i",
        "push_inspired",
        "A failed test: push with the inspiration card (p. 79)",
        "pending",
        False,
    ),
    Key(
        "fool",
        "F",
        "toggle_fool",
        "Play the next card with the Fool (p. 114)",
        "challenge",
        label="Fool",
    ),
    Key(
        "fool_quiet",
        "N",
        "quiet_fool",
        "Pass, and ask no more Fool interrupts this fight (p. 114)",
        "challenge",
        label="No Fool asks",
    ),
    Key(
        "resolve",
        "R",
        "toggle_resolve",
        "Spend a point of Resolve for favor (p. 113)",
        "challenge",
        label="Resolve",
    ),
    Key(
        "replay_forward",
        "right,l,n,space",
        "forward",
        "Replay: the next command",
        "replay",
        label="Forward",
    ),
    Key(
        "replay_back",
        "left,h,b,backspace",
        "back",
        "Replay: back one command",
        "replay",
        label="Back",
    ),
    Key(
        "replay_next_watch",
        "down,j,right_square_bracket",
        "next_watch",
        "Replay: on to the next watch",
        "replay",
        label="Next watch",
    ),
    Key(
        "replay_previous_watch",
        "up,k,left_square_bracket",
        "previous_watch",
        "Replay: back to where this watch began (again: the one before)",
        "replay",
        label="Previous watch",
    ),
    Key("replay_first", "home,g", "first", "Replay: the start", "replay", False),
    Key("replay_last", "end,G", "last", "Replay: the end", "replay", False),
)
BY_ID = {k.id: k for k in KEYS}
SCREENS = frozenset(k.screen for k in KEYS)  # an app-wide key is live on every one of them
DEFAULT_FILE = Path("~/.config/worm/keymap.toml")


def bindings(screen: str, keymap: dict[str, str] | None = None) -> list[object]:
    """Textual Bindings for one screen's keys (ids kept so a keymap can override them)."""
    from textual.binding import Binding  # lazy: so `worm --text` never loads Textual

    keymap = keymap or {}
    return [
        Binding(
            keymap.get(k.id, k.keys),
            k.action,
            k.label or k.description,
            show=k.show,
            id=k.id,
            tooltip=k.description,
        )
        for k in KEYS
        if k.screen == screen
    ]


READABLE = {
    "question_mark": "?",
    "colon": ":",
    "comma": ",",
    "greater_than_sign": ">",
    "less_than_sign": "<",
    "enter": "Enter",
    "escape": "Escape",
    "space": "Space",
    "tab": "Tab",
}
"""Textual's names of keys that a player reads as a sign or a word."""


def first_key(binding_id: str, keymap: dict[str, str] | None = None) -> str:
    """The key a screen names for a binding, as a player reads it: its first key, the keymap
    file's if it overrides it (the text a dialog writes, so it never names a stale key)."""
    key = (keymap or {}).get(binding_id, BY_ID[binding_id].keys).split(",")[0]
    return READABLE.get(key, key)


def load(path: Path) -> dict[str, str]:
    """A keymap file's overrides: binding id → keys. A bad file is one clear line, not a crash."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise WormError(f"cannot read keymap {path}: {error.strerror}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise WormError(f"keymap {path} is not valid TOML: {error}") from None
    unknown_tables = sorted(set(data) - {"keys"})
    if unknown_tables:
        raise WormError(
            f"keymap {path}: unknown table(s) {', '.join(unknown_tables)}; "
            "put bindings under [keys]"
        )
    keys = data.get("keys", {})
    if not isinstance(keys, dict):
        raise WormError(f'keymap {path}: [keys] must be a table of id = "keys"')
    out: dict[str, str] = {}
    for binding_id, value in keys.items():
        if binding_id not in BY_ID:
            raise WormError(
                f"keymap {path}: no binding has the id {binding_id!r} "
                f"(ids: {', '.join(sorted(BY_ID))})"
            )
        if (
            not isinstance(value, str)
            or not value.strip()
            or any(not part.strip() for part in value.split(","))
        ):
            raise WormError(f'keymap {path}: {binding_id} needs keys like "up,k", got {value!r}')
        named = []
        for part in value.split(","):
            name = key_name(part.strip())
            if name is None:
                raise WormError(
                    f"keymap {path}: {binding_id}: {part.strip()!r} is not a key name "
                    "(e.g. k, up, pagedown, f1, ctrl+q, question_mark)"
                )
            named.append(name)
        out[binding_id] = ",".join(named)
    clashes = conflicts(out)
    if clashes:
        more = f" (and {len(clashes) - 1} more)" if len(clashes) > 1 else ""
        raise WormError(f"keymap {path}: {clashes[0]}{more}; give one of them another key")
    return out


MODIFIERS = frozenset({"ctrl", "shift", "alt", "meta", "super", "hyper"})


def key_name(key: str) -> str | None:
    """Textual's name for a key as a keymap file writes it (``?`` is ``question_mark``), or
    None when no key has that name."""
    # lazy: `worm --text` checks a keymap file without importing Textual (~0.3 s)
    from textual.keys import KEY_NAME_REPLACEMENTS, REPLACED_KEYS, Keys, key_to_character

    *modifiers, base = key.split("+")
    if not base or any(m not in MODIFIERS for m in modifiers):
        return None
    if len(base) == 1:
        if not base.isprintable() or base.isspace():
            return None
        if not base.isalnum():  # as Textual names a printable key: '?' → question_mark
            base = unicodedata.name(base, base).lower().replace("-", "_").replace(" ", "_")
            base = KEY_NAME_REPLACEMENTS.get(base, base)
    else:
        named = {k.value.rpartition("+")[2] for k in Keys if "<" not in k.value}
        character = key_to_character(REPLACED_KEYS.get(base, base))
        if base.startswith("<") or (base not in named and character is None):
            return None
    return "+".join([*modifiers, base])


def conflicts(keymap: dict[str, str]) -> list[str]:
    """Keys bound twice on one screen (or on a screen and the whole app) after overrides."""
    seen: dict[tuple[str, str], str] = {}
    problems = []
    for k in KEYS:
        for key in keymap.get(k.id, k.keys).split(","):
            for screen in {k.screen} if k.screen != "app" else SCREENS:
                other = seen.get((screen, key))
                if other is not None and other != k.id:
                    problems.append(f"{key!r} is bound to both {other} and {k.id}")
                seen[(screen, key)] = k.id
    return sorted(set(problems))
