"""``worm gen --format md|html``: the keyed document a GM runs the Underworld from (pp. 334–342).

The book's map step ends with a key: every area numbered, and what is in it written beside the
number. This module writes that key from a generated :class:`~worm.gen.underworld.Underworld`:
the tarot table and its connections, then for each level its impression, lighting and the
seed's senses, every room by key (what it is, who is there and how they feel about visitors,
features, traps with their telegraphs, treasure with its worth, hooks, exits), and the level's
Meatgrinder table.

The content is built once as a list of blocks (:class:`Doc`) and rendered twice: as plain
Markdown (:func:`markdown`) and as one self-contained HTML page with inline CSS and each level's
picture inline as SVG (:func:`html`). Names and descriptions come from the content pack; the
same seed always gives the same bytes.
"""

from __future__ import annotations

import html as html_text
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from worm import grammar
from worm.arcana import MAJOR_NAMES, NUMERALS
from worm.gen import answers, busy, draw, export, landings, maps, plain
from worm.gen.lore import said

if TYPE_CHECKING:
    from worm.content.features import Feature, Trap
    from worm.content.models import ContentPack
    from worm.content.stocking import RoomType
    from worm.gen.rooms import Stock
    from worm.gen.underworld import Level, Underworld

BlockKind = Literal["h1", "h2", "h3", "h4", "p", "list", "table", "picture"]

SAFE_AS = {
    "secret": "hidden away",
    "defensible": "easy to hold",
    "warded": "warded",
    "empty": "nothing lives here",
}
BANDS = {
    "torches_gutter": "torches gutter",
    "curiosity": "curiosity",
    "travel_event": "travel event",
    "random_encounter": "random encounter",
    "quest_rumor": "quest or rumour",
}
ENTRANCES = {
    "main": "the main entrance",
    "known": "a known entrance",
    "secret": "a secret entrance",
}


@dataclass(slots=True)
class Block:
    """One piece of the document: a heading, a paragraph, a list, a table or a picture."""

    kind: BlockKind
    text: str = ""
    anchor: str = ""
    items: list[str] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)  # a table's rows, the header first


@dataclass(slots=True)
class Doc:
    """The keyed document as blocks, in reading order; text may hold ``**strong**`` and
    ``[label](#anchor)`` links, the only markup both renderers understand."""

    title: str
    blocks: list[Block] = field(default_factory=list)

    def add(self, kind: BlockKind, text: str = "", **more: Any) -> None:
        self.blocks.append(Block(kind, text, **more))


def build(underworld: Underworld, pack: ContentPack | None = None) -> Doc:
    """The whole keyed document of an Underworld, as blocks."""
    pack = pack or plain.validated()
    plan = underworld.layout
    doc = Doc(f"The Underworld of seed {underworld.seed}")
    doc.add("h1", doc.title)
    doc.add("p", f"**Origin: {underworld.origin.name}.** {underworld.origin.summary}")
    doc.add(
        "p",
        f"{len(underworld.levels)} levels, "
        f"{sum(len(level.map.rooms) for level in underworld.levels)} rooms. Room keys are the "
        "level's number then two digits, counted outwards from where the level is entered.",
    )
    _quest(doc, underworld)
    doc.add("h2", "The table", anchor="table")
    doc.add("p", "Row 0 touches the surface; each cell is a level: its number, card and seed.")
    doc.add("table", rows=_table(underworld))
    doc.add("h3", "Connections")
    items = []
    for c, (a_room, b_room) in zip(plan.connections, underworld.ends, strict=True):
        hidden = " — **secret**" if c.secret else ""
        items.append(
            f"Level {c.a} room [{a_room}](#room-{a_room}) ↔ level {c.b} room "
            f"[{b_room}](#room-{b_room}): {c.kind} ({', '.join(c.rules)}){hidden}"
        )
    doc.add("list", items=items)
    for level in underworld.levels:
        _level(doc, underworld, level, pack)
    return doc


def _in_room(entry: dict[str, str]) -> str:
    """Who or what a hook's text needs in its room, which the room holds (issue 21.6)."""
    return f" In the room: {entry['here']}." if entry.get("here") else ""


def _quest(doc: Doc, underworld: Underworld) -> None:
    """The quest's steps in order, and where each one lies (p. 341): the GM's thread through
    the Underworld, which each level's card XXI rumors onward."""
    plan = underworld.levels[0].hook_plan if underworld.levels else None
    if plan is None or not plan.quest:
        return
    names = {level.number: level.seed.name for level in underworld.levels}
    doc.add("h2", "The quest", anchor="quest")
    doc.add(
        "p",
        f"{len(plan.quest)} steps lead to the end of the guild's quest (p. 341). Each level's "
        "Meatgrinder card XXI is a rumor of the next step not yet found, in order (step 1 "
        "before play); each step's room names the room of the step after. The prize itself "
        "is never named: the guild writes its quest in the City.",
    )
    rows = [["step", "level", "room", "what is there"]]
    for step in plan.quest:
        held = underworld.levels[step.level - 1].stock[step.room].hooks
        text = next(h["text"] for h in held if h.get("step") == str(step.number))
        rows.append(
            [
                str(step.number),
                f"[{step.level}](#level-{step.level}) {names[step.level]}",
                f"[{step.key}](#room-{step.key})",
                text.split(" What it tells points on")[0],
            ]
        )
    doc.add("table", rows=rows)


def _table(underworld: Underworld) -> list[list[str]]:
    slots = underworld.layout.levels
    rows = max(slot.position[0] for slot in slots) + 1
    cols = max(slot.position[1] for slot in slots) + 1
    by_place = {slot.position: slot for slot in slots}
    seeds = {level.number: level.seed.name for level in underworld.levels}
    out = [["row"] + [f"column {c}" for c in range(cols)]]
    for row in range(rows):
        line = [str(row)]
        for col in range(cols):
            slot = by_place.get((row, col))
            if slot is None:
                line.append("")
                continue
            mark = f" ({ENTRANCES[slot.surface_entrance]})" if slot.surface_entrance else ""
            line.append(
                f"[Level {slot.number}](#level-{slot.number}): {_card(slot.card)} — "
                f"{seeds[slot.number]}{mark}"
            )
        out.append(line)
    return out


def _card(value: int) -> str:
    numeral = NUMERALS[value] if 0 <= value < len(NUMERALS) else str(value)
    return f"{numeral} {MAJOR_NAMES[value - 1]}"


def _level(doc: Doc, underworld: Underworld, level: Level, pack: ContentPack) -> None:
    seed = level.seed
    keys = level.keyed.keys
    n = level.number
    doc.add("h2", f"Level {n}: {seed.name} ({_card(level.slot.card)})", anchor=f"level-{n}")
    doc.add("p", f"**Impression.** {seed.premise}")
    light = f"**Lighting: {seed.lighting}.** {seed.lighting_note}"
    if seed.scarce_light:
        light += " Light is scarce here: torches guttering bite."
    doc.add("p", light)
    doc.add(
        "list",
        items=[
            f"**Sights:** {'; '.join(seed.sights)}",
            f"**Sounds:** {'; '.join(seed.sounds)}",
            f"**Smells:** {'; '.join(seed.smells)}",
            f"**Tastes:** {'; '.join(seed.tastes)}",
            f"**How it is built:** {'; '.join(seed.structures)}",
            f"**The Underworld shows through as:** {level.lore['motif']} "
            f"(a question it raises: {level.lore['truth']})",
            *_arrival(level),
        ],
    )
    lord = keys[level.keyed.lord]
    entry = keys[level.keyed.entry]
    facts = [
        f"**Shape:** {seed.shape}, {len(level.map.rooms)} rooms.",
        f"**Way in:** [{entry}](#room-{entry}).",
        f"**Dungeon lord:** {seed.dungeon_lord}, in [{lord}](#room-{lord}) — "
        f"{seed.dungeon_lord_summary}",
    ]
    doc.add("p", " ".join(facts))
    ways = [_way(underworld, level, way) for way in level.ways]
    if ways:
        doc.add("p", "**Ways in and out:** " + "; ".join(ways) + ".")
    power = _power(level, pack)
    if power:
        doc.add("p", power)
    doc.add(
        "picture",
        str(n),
        items=[f"--seed {underworld.seed} --levels {len(underworld.levels)}", *_ascii(level)],
    )
    doc.add("h3", f"Rooms of level {n}")
    doc.add("p", DISTANCE)
    for index in sorted(range(len(level.map.rooms)), key=lambda r: keys[r]):
        _room(doc, underworld, level, index, pack)
    doc.add("h3", f"Meatgrinder of level {n}")
    doc.add(
        "p",
        "Draw a major card when the Meatgrinder calls for it (pp. 340–342) and read its row.",
    )
    rows = [["card", "band", "what happens"]]
    for entry_row in level.meatgrinder:
        rows.append(
            [
                NUMERALS[entry_row["card"]],
                _band(entry_row),
                _row(entry_row, pack),
            ]
        )
    doc.add("table", rows=rows)


def _band(entry: dict[str, Any]) -> str:
    """A row's band as it reads: I–V on a well-lit level are a respite, not guttering torches."""
    if entry.get("kind") in ("respite", "hunger"):
        return str(entry["kind"])
    return BANDS.get(str(entry["band"]), str(entry["band"]))


def _row(entry: dict[str, Any], pack: ContentPack) -> str:
    """A Meatgrinder row: its head, its words, and what it hides (``worm.gen.answers``)."""
    name = str(entry["name"])
    head = f"{name[:1].upper()}{name[1:]}".rstrip(".")
    more = answers.hidden(entry, pack)
    return f"**{head}.** {entry['text']}" + (f" {more}" if more else "")


def _arrival(level: Level) -> list[str]:
    """What the game tells the guild on its first steps onto the level (pp. 343–364)."""
    senses = level.senses
    if not senses:
        return []
    told = f"{senses['sight']}; {senses['sound']}; {senses['smell']}"
    return [f"**On arrival the guild meets:** {told}"]


def _tags(level: Level, index: int, kind: RoomType | None) -> list[str]:
    """What a room's heading says of it besides its type: way in, lair, secret, safe, set piece."""
    stock = level.stock[index]
    tags = []
    if index == level.keyed.entry:
        tags.append("way in")
    if stock.lord:
        tags.append("the lord's lair")
    if stock.secret:
        tags.append("secret room")
    if stock.safe:
        why = SAFE_AS.get(kind.safe_as or "", "") if kind is not None else ""
        tags.append(f"safe room ({why})" if why else "safe room")
    if stock.set_piece:
        tags.append(f"set piece of {level.seed.name}")
    return tags


def _landing(land: dict[str, str]) -> str:
    """Where a feature carries the guild, for the GM: the level and room, linked."""
    move, key = land["move"], land["room"]
    if not key:
        word = landings.LEVEL_MOVES.get(move, move)
        return f"no level lies {word} from here, so it carries nobody"
    if move == landings.FAR:
        return f"across the level in [{key}](#room-{key})"
    word = landings.LEVEL_MOVES[move]
    return f"{word} on level {land['level']}, in [{key}](#room-{key})"


def _room(doc: Doc, underworld: Underworld, level: Level, index: int, pack: ContentPack) -> None:
    keys = level.keyed.keys
    key = keys[index]
    stock = level.stock[index]
    kind = pack.rooms.get(stock.type)
    name = kind.name if kind is not None else stock.type.replace("_", " ")
    tags = _tags(level, index, kind)
    shown = f" — {', '.join(tags)}" if tags else ""
    doc.add("h4", f"{key}. {name[:1].upper()}{name[1:]}{shown}", anchor=f"room-{key}")
    if kind is not None:
        built = f" {said(level.seed, stock.built)}" if stock.built else ""
        doc.add("p", kind.impression + built)
    items: list[str] = []
    items += _held(level, index)
    items += _denizens(level, index, pack, underworld.seed)
    lands = landings.of_room(underworld, level, index, pack)
    for feature_id in stock.features:
        feature = pack.features[feature_id]
        tries = "; or ".join(
            answers.interaction(i.plain_data(), pack) for i in feature.interactions
        )
        where = "; ".join(_landing(land) for land in lands if land["feature"] == feature_id)
        items.append(
            f"**Feature — {feature.name}** ({_kind(feature, pack)}): {feature.description} "
            f"Ways to deal with it: {tries}." + (f" **Lands:** {where}." if where else "")
        )
    for trap_id in stock.traps:
        trap = pack.traps[trap_id]
        telegraphs = " ".join(f"({clue.sense}) {clue.text}" for clue in trap.clues)
        bypass = "; or ".join(answers.interaction(b.plain_data(), pack) for b in trap.bypasses)
        items.append(
            f"**Trap — {trap.name}** ({_kind(trap, pack)}): {trap.description} "
            f"**Guards:** {trap.guards} **When sprung:** {trap.trigger.text} "
            f"**Telegraphs:** {telegraphs} "
            f"**Ways past:** {bypass}."
        )
    clues = _clues(stock.features, stock.denizens, pack)
    if clues:
        items.append("**Clues:** " + " ".join(clues))
    if stock.treasure:
        found = [pack.treasure[t] for t in stock.treasure]
        parts = [f"{t.name} ({t.value} gold{_slots(t.slots)}): {t.text}" for t in found]
        items.append(f"**Treasure, {sum(t.value for t in found)} gold in all:** " + " ".join(parts))
    for hook in stock.hooks:
        needs = f" Needs: {_sentence(hook['needs'])}" if hook.get("needs") else ""
        there = hook.get("room") or hook.get("next_room")
        number = hook.get("level_number") or hook.get("next_level")
        end = "The counterpart" if hook["kind"] == "return" else "The next step"
        see = f" ({end}: [{there}](#room-{there}), level {number}.)" if there else ""
        sort = f"quest, step {hook['step']} of {hook['of']}" if "step" in hook else hook["kind"]
        items.append(f"**Hook ({sort}):** {hook['text']}{needs}{see}{_in_room(hook)}")
    for counterpart in stock.counterparts:
        asks = counterpart["for_room"]
        items.append(
            f"**Counterpart** of the hook in [{asks}](#room-{asks}), level "
            f"{counterpart['for_level_number']}: {counterpart['text']} "
            f"{counterpart.get('ending', '')}{_in_room(counterpart)}"
        )
    for lock in stock.key_to:
        a, b = lock.split("-")
        items.append(
            f"**Key:** here lies what opens the locked way between "
            f"[{a}](#room-{a}) and [{b}](#room-{b})."
        )
    for source in stock.sources:
        items.append(_source(level, source, pack))
    items += _signs(stock, pack)
    for trace in stock.lore:
        items.append(f"**Lore (p. 331):** {trace} — a trace of {underworld.origin.name}.")
    if stock.reasons:
        items.append(f"**Reasons to come in:** {', '.join(stock.reasons)}.")
    items.append("**Exits:** " + _exits(underworld, level, index) + ".")
    doc.add("list", items=items)


DISTANCE = (
    "Each room's **Distance** counts the rooms between it and the nearest known way in from "
    "the surface, six for every level crossed on the way: the further, the more risk and reward."
)
"""Said once per level, above its rooms; each room gives only its figure."""

CLUE_OF = {
    "denizens": "creatures",
    "trap": "a trap",
    "treasure": "treasure",
    "secret": "a secret door",
    "hidden_way": "a hidden way",
}


def _where(wall: str) -> str:
    return "the floor" if wall == "floor" else f"{wall} wall"


def _signs(stock: Stock, pack: ContentPack) -> list[str]:
    """A room's scenery, what it gives away of the rooms beside it and of its secret doors
    (``worm.gen.clues``), and how far it lies from daylight (``worm.gen.danger``)."""
    items = []
    for piece_id in stock.scenery:
        piece = pack.scenery[piece_id]
        items.append(f"**Scenery — {piece.name}** (p. {piece.page}): {piece.summary}")
    for clue in stock.clues:
        there = clue["room"]
        items.append(
            f"**Clue of {CLUE_OF[clue['about']]}** ({clue['sense']}, {_where(clue['wall'])}, "
            f"[{there}](#room-{there})): {clue['text']}"
        )
    rooms = "room" if stock.distance == 1 else "rooms"
    items.append(f"**Distance:** {stock.distance} {rooms}.")
    return items


def _source(level: Level, flag: str, pack: ContentPack) -> str:
    """A room holding what a feature or trap elsewhere on the level needs: say which, where."""
    keys = level.keyed.keys
    users = []
    for r, stock in enumerate(level.stock):
        for entry_id in stock.features:
            if flag in pack.features[entry_id].needs_elsewhere:
                users.append(f"{pack.features[entry_id].name} in [{keys[r]}](#room-{keys[r]})")
        for entry_id in stock.traps:
            if flag in pack.traps[entry_id].needs_elsewhere:
                users.append(f"{pack.traps[entry_id].name} in [{keys[r]}](#room-{keys[r]})")
    thing = flag.removesuffix("_found").replace("_", " ")
    wanted = f", wanted by {' and '.join(users)}" if users else ""
    return f"**Needed elsewhere:** the {thing} is here{wanted}."


CREATURE_TIES = {"prey": "hunt", "wary": "keep clear of"}
"""How a faction's stance toward an unaligned creature reads in the keyed document."""


def _power(level: Level, pack: ContentPack) -> str:
    """The "Who holds power" paragraph (p. 337): each faction, its members, want and shun,
    tongues, lair, territory and relations; then the creatures no faction holds."""
    held = level.factions
    if held is None or not held.factions:
        return ""
    keys = level.keyed.keys
    names = {f.id: f.name for f in held.factions}

    def room(r: int) -> str:
        return f"[{keys[r]}](#room-{keys[r]})"

    parts = []
    for f in held.factions:
        members = ", ".join(pack.monsters[m].name for m in f.members)
        rule = "holds power here" if f.power else "does not rule here"
        tongues = ", ".join(pack.languages[t].name for t in f.languages) or "no spoken tongue"
        rooms = ", ".join(room(r) for r in sorted(f.territory, key=lambda r: keys[r]))
        sides = [f"{r.kind} with {names[r.other]}" for r in f.relations if not r.creature]
        ties_text = f" They are {'; '.join(sides)}." if sides else ""
        for kind, verb in CREATURE_TIES.items():
            them = [
                pack.monsters[r.other].name for r in f.relations if r.creature and r.kind == kind
            ]
            if them:
                ties_text += f" They {verb} {', '.join(them)}."
        parts.append(
            f"*{f.name[:1].upper()}{f.name[1:]}* ({members}) {rule}. They want {f.want.text}; "
            f"they will not have {f.shun.text}. Tongues: {tongues}. Lair: {room(f.lair)}; "
            f"they hold {rooms}.{ties_text}"
        )
    alone = [pack.monsters[m] for m in held.unaligned]  # one of a kind: kept, not roaming
    kept = [m.name for m in alone if m.singular]
    loose = ", ".join(m.name for m in alone if not m.singular)
    if loose:
        parts.append(f"*Unaligned,* roaming the rooms no faction holds: {loose}.")
    if kept:
        parts.append(f"*Kept one to a chamber,* each the only one of its kind: {', '.join(kept)}.")
    return "**Who holds power (p. 337).** " + " ".join(parts)


def _held(level: Level, index: int) -> list[str]:
    """Which faction holds the room, if one does."""
    held = level.factions
    faction = held.by_id(level.stock[index].faction) if held is not None else None
    if faction is None:
        return []
    lair = " (their lair)" if faction.lair == index else ""
    return [f"**Held by:** {faction.name}{lair}."]


def _denizens(level: Level, index: int, pack: ContentPack, seed: int) -> list[str]:
    stock = level.stock[index]
    counts: dict[str, int] = {}
    for monster_id in stock.denizens:
        counts[monster_id] = counts.get(monster_id, 0) + 1
    out = []
    doing = busy.of(level, pack, seed) if counts else {}
    for monster_id, count in counts.items():
        monster = pack.monsters[monster_id]
        mood = "hostile on sight" if monster.aggressive else "Disposition drawn when met (p. 99)"
        talk = ", will talk" if monster.talks else ""
        who = "**Dungeon lord:**" if monster.lord and stock.lord else "**Denizens:**"
        many = f" ×{count}" if count > 1 else ""
        name = monster.name
        if monster.lord and not stock.lord:  # a lord's ordinary copies (Xania, p. 355)
            lair = level.keyed.keys[level.keyed.lord]
            name += f" (ordinary copies; the one in charge is in [{lair}](#room-{lair}))"
        out.append(
            f"{who} {name}{many}, {doing[(index, monster_id)]} — {mood}{talk}. "
            f"Likes: {', '.join(monster.likes)}. Hates: {', '.join(monster.hates)}."
        )
    for entry in (*stock.hooks, *stock.counterparts):  # a hook's people (worm.gen.hooks)
        if entry.get("who"):
            out.append(f"**Denizens:** {entry['who']}")
    return out


def _kind(entry: Feature | Trap, pack: ContentPack) -> str:
    """Its kind and whether it is the book's example or a variant: "throne, the book's example,
    p. 365" or "throne, a variant of ours; the kind on p. 365"."""
    kind = entry.kind.replace("_", " ")
    if entry.example:
        return f"{kind}, the book's example, p. {entry.page}"
    table = pack.features if plain.is_a(entry, "Feature") else pack.traps
    pages = [e.page for e in table.values() if e.kind == entry.kind and e.example]
    return f"{kind}, a variant of ours" + (f"; the kind on p. {pages[0]}" if pages else "")


def _clues(features: list[str], denizens: list[str], pack: ContentPack) -> list[str]:
    out = []
    for feature_id in features:
        out += [f"({c.sense}) {c.text}" for c in pack.features[feature_id].clues]
    for monster_id in dict.fromkeys(denizens):
        sign = pack.monsters[monster_id].signs[0]
        out.append(f"(signs of {pack.monsters[monster_id].name}) {sign[:1].upper()}{sign[1:]}.")
    return out


def _exits(underworld: Underworld, level: Level, index: int) -> str:
    keys = level.keyed.keys
    exit_word: str = level.map.style.exit
    parts: list[tuple[str, str]] = []
    for edge in level.map.edges:
        if index not in (edge.a, edge.b):
            continue
        other = keys[edge.b if edge.a == index else edge.a]
        how = exit_word
        if edge.secret:
            how = f"{exit_word}, **secret**"
        elif edge.locked:
            holder = next(
                (keys[r] for r, s in enumerate(level.stock) if _opens(s.key_to, keys, edge)), ""
            )
            found = f"; its key in [{holder}](#room-{holder})" if holder else ""
            how = f"{exit_word}, **locked**{found}"
        parts.append((other, f"to [{other}](#room-{other}) ({how})"))
    alike = Counter(text for _, text in sorted(parts))  # two ways to one room: said once
    shown = [t if n == 1 else f"{t[:-1]}, by {grammar.number(n)} ways)" for t, n in alike.items()]
    plan = underworld.layout
    for way in level.ways:
        if way.room != index:
            continue
        hidden = ", secret" if way.secret else ""
        if way.connection is None:
            entrance = level.slot.surface_entrance or "known"
            shown.append(f"**out to the surface** ({ENTRANCES.get(entrance, entrance)}{hidden})")
            continue
        c = plan.connections[way.connection]
        there = c.b if c.a == level.number else c.a
        far = underworld.ends[way.connection][1 if c.a == level.number else 0]
        word = way.end
        shown.append(
            f"**{word} to level {there}** by {c.kind}{hidden}, arriving in [{far}](#room-{far})"
        )
    return "; ".join(shown) if shown else "none"


def _way(underworld: Underworld, level: Level, way: Any) -> str:
    """One way out of the level in a line: where it is and where it leads."""
    key = level.keyed.keys[way.room]
    hidden = ", secret" if way.secret else ""
    if way.connection is None:
        entrance = level.slot.surface_entrance or "known"
        return f"[{key}](#room-{key}) to the surface ({ENTRANCES.get(entrance, entrance)}{hidden})"
    c = underworld.layout.connections[way.connection]
    there = c.b if c.a == level.number else c.a
    far = underworld.ends[way.connection][1 if c.a == level.number else 0]
    word = way.end
    return (
        f"[{key}](#room-{key}) {word} to level {there}, room [{far}](#room-{far}) "
        f"({c.kind}{hidden})"
    )


def _ascii(level: Level) -> list[str]:
    """The level's GM map as text rows with each room's key written on its floor, the empty
    rows and columns round it cut away."""
    grid = [list(row) for row in maps.text(level.tiles)]
    for room, key in zip(level.map.rooms, level.keyed.keys, strict=True):
        _write_key(grid, room, key)
    rows = ["".join(row).rstrip() for row in grid]
    filled = [i for i, row in enumerate(rows) if row.strip(" ~")]
    if not filled:
        return rows
    rows = rows[filled[0] : filled[-1] + 1]
    indent = min(len(row) - len(row.lstrip(" ")) for row in rows if row.strip())
    return [row[indent:] for row in rows]


def _write_key(grid: list[list[str]], room: maps.Room, key: str) -> None:
    """Write ``key`` on plain floor inside ``room``, nearest its middle row; leave it off if
    the room has no run of floor long enough."""
    cx, cy = room.centre
    for dy in sorted(range(room.h), key=lambda r: (abs(room.y + r - cy), r)):
        y = room.y + dy
        for x in sorted(
            range(room.x, room.x + room.w - len(key) + 1), key=lambda x: abs(x + len(key) // 2 - cx)
        ):
            if all(grid[y][x + i] == "." for i in range(len(key))):
                grid[y][x : x + len(key)] = list(key)
                return


def _opens(key_to: list[str], keys: tuple[str, ...], edge: Any) -> bool:
    pair = f"{keys[edge.a]}-{keys[edge.b]}"
    return pair in key_to


def _slots(slots: int) -> str:
    return "" if slots == 0 else f", {slots} slot{'s' if slots > 1 else ''}"


def _sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?")) else text + "."


# ---------------------------------------------------------------------------------------------
# Rendering.

_LINK = re.compile(r"\[([^\]]+)\]\(#([a-z0-9-]+)\)")
_STRONG = re.compile(r"\*\*(.+?)\*\*")


def markdown(doc: Doc) -> str:
    """The document as plain Markdown, a blank line between blocks, a final newline."""
    out: list[str] = []
    for block in doc.blocks:
        if block.kind in ("h1", "h2", "h3", "h4"):
            hashes = "#" * int(block.kind[1])
            anchor = f' <a id="{block.anchor}"></a>' if block.anchor else ""
            out.append(f"{hashes} {block.text}{anchor}")
        elif block.kind == "p":
            out.append(block.text)
        elif block.kind == "list":
            out.append("\n".join(f"- {item}" for item in block.items))
        elif block.kind == "table":
            head, *body = block.rows
            lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
            lines += [
                "| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in body
            ]
            out.append("\n".join(lines))
        # pictures are for the HTML page: Markdown points at `--format svg --level N` instead
        elif block.kind == "picture":
            out.append("```text\n" + "\n".join(block.items[1:]) + "\n```")
            out.append(
                f"*The GM's map above in the glyphs of `docs/gen-format.md` (`#` wall, `+` door, "
                f"`S` secret door, `L` locked door, `<` up, `>` down, `^` the surface). "
                f"`worm gen {block.items[0]} --format svg --level {block.text}` draws it with "
                "every room's key; add `--players` for the map to hand the players.*"
            )
    return "\n\n".join(out) + "\n"


def html(doc: Doc, pictures: dict[str, str]) -> str:
    """The document as one HTML page: inline CSS, each level's picture inline as SVG."""
    body: list[str] = []
    for block in doc.blocks:
        if block.kind in ("h1", "h2", "h3", "h4"):
            anchor = f' id="{block.anchor}"' if block.anchor else ""
            body.append(f"<{block.kind}{anchor}>{_inline(block.text)}</{block.kind}>")
        elif block.kind == "p":
            body.append(f"<p>{_inline(block.text)}</p>")
        elif block.kind == "list":
            items = "".join(f"<li>{_inline(item)}</li>" for item in block.items)
            body.append(f"<ul>{items}</ul>")
        elif block.kind == "table":
            head, *rows = block.rows
            cells = "".join(f"<th>{_inline(cell)}</th>" for cell in head)
            lines = [f"<table><thead><tr>{cells}</tr></thead><tbody>"]
            for row in rows:
                lines.append("<tr>" + "".join(f"<td>{_inline(c)}</td>" for c in row) + "</tr>")
            body.append("".join(lines) + "</tbody></table>")
        elif block.kind == "picture" and block.text in pictures:
            svg = pictures[block.text]
            svg = svg[svg.index("<svg") :].replace(' id="level-', ' id="map-level-')  # ids once
            body.append(f'<figure class="map">{svg}</figure>')
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html_text.escape(doc.title)}</title>\n<style>{CSS}</style>\n</head>\n<body>\n"
        + "\n".join(body)
        + "\n</body>\n</html>\n"
    )


def _inline(text: str) -> str:
    escaped = html_text.escape(text, quote=False)
    escaped = _STRONG.sub(r"<strong>\1</strong>", escaped)
    return _LINK.sub(r'<a href="#\2">\1</a>', escaped)


CSS = """
body { font: 15px/1.45 Georgia, 'DejaVu Serif', serif; max-width: 62em; margin: 2em auto;
  padding: 0 1em; color: #1d1b17; background: #fbf8f0; }
h1, h2, h3, h4 { font-family: 'DejaVu Sans', Verdana, sans-serif; }
h2 { border-bottom: 2px solid #8a6d3b; margin-top: 2.2em; }
h4 { margin: 1.4em 0 0.2em; }
table { border-collapse: collapse; margin: 0.6em 0; }
th, td { border: 1px solid #c9bd9f; padding: 0.25em 0.5em; vertical-align: top; }
th { background: #eee4cc; }
ul { margin-top: 0.2em; }
figure.map { margin: 1em 0; overflow-x: auto; }
figure.map svg { max-width: 100%; height: auto; }
a { color: #7a3b12; }
@media print { h2 { page-break-before: always; } figure.map { page-break-inside: avoid; } }
"""


def to_markdown(underworld: Underworld, pack: ContentPack | None = None) -> str:
    """``worm gen --format md`` (``pack``: the one the Underworld was made from, else the
    validated pack)."""
    return markdown(build(underworld, pack))


def to_html(underworld: Underworld, pack: ContentPack | None = None) -> str:
    """``worm gen --format html``: each level's picture drawn large from the JSON document
    (``pack`` as for :func:`to_markdown`)."""
    document = export.document(underworld)
    pictures = {
        str(level["number"]): draw.svg(document, level=level["number"])
        for level in document["levels"]
    }
    return html(build(underworld, pack), pictures)
