"""The parley (pp. 99–103, 180): the guild says what it wants and how it goes about it, and the
automated GM moves the character's Disposition and grants what its mood allows.

The approaches (``cmd.Approach``) and what follows each, by the GM's verdict
(``worm.gm.parley.weigh``):

- what fits a like or fulfils a want or need moves the Disposition a beneficial step, with no
  test; what touches a dislike moves it a harmful step (p. 100);
- anything else risky is a test of Wands: success is a beneficial step, failure a harmful one.
  A want offered only as a bargaining chip gives favor; so does threatening a need, but that
  leaves the character angry and done with bargaining (p. 180);
- negative Dispositions (anger, distaste) want the talk over: only a gift that fits reaches
  them; the first other approach is answered with "leave", the next starts a fight; Rage and
  Loathing fight at once (policy, rules digest §19.5);
- surprise talks and answers but does not trade; sadness lets slip a need; fear gives way to any
  fair demand, and terror runs; positive moods deal fairly, the intense ones give help and
  advice for nothing (pp. 100–102).

What the guild may ask for (``cmd.Ask``): passage, information, a quest hint, the treasure the
creatures keep, or aid (a temporary ally until the next Camp).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from worm import grammar
from worm.engine import (
    arete,
    crawl,
    explore,
    finery,
    fortune,
    kit,
    lore_bids,
    lore_questions,
    meet,
    optional_notes,
    outcomes,
    petty_magic,
    telepathy,
    training,
    traps,
)
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gen.factions import Faction
from worm.gm import allies, foes, illusions, parley
from worm.gm.parley import Verdict
from worm.model.adventurer import Adventurer
from worm.model.crawl import Followup
from worm.model.meeting import Attempt, Meeting, Trait
from worm.rules import disposition
from worm.rules import dwimmercraft as dwimmer_rules
from worm.rules import lore_bids as lore_rules
from worm.rules import pacts as pact_rules
from worm.rules import telepathy as tele_rules

FREE_FROM_POSITIVE = frozenset({"passage"})
"""Policy (p. 100): a reasonable request in a positive mood costs nothing when it costs them
nothing; anything else wants a fair exchange, unless the mood is intense."""


ASKED = {  # what a request asks for, as a sentence names it
    "passage": "passage",
    "aid": "their aid",
    "information": "news",
    "hint": "a hint",
    "treasure": "their hoard",
}


def talk(game: Table, command: cmd.Talk) -> None:
    """Open a parley with a named character here, or one of a hook's people (p. 99), or show
    where the one met stands."""
    if game.phase == "crawl" and game.meeting is None:
        found = meet.people_here(game, command.to)
        try:
            character = _character_here(game, command.to)
        except IllegalCommand:
            if not found:
                _nobody(game)
                raise
            meet.start_person(game, found[0], game.room)
        else:
            meet.start_character(game, character)
        now: str = game.phase  # the meeting may have turned to a fight at once
        if now == "parley":
            describe(game)
        return
    meeting = meet.met(game, "parley")
    if command.to and command.to.lower() not in meeting.name.lower():
        raise IllegalCommand(f"the guild is dealing with {meeting.name} now")
    describe(game)


def someone_here(game: Table) -> bool:
    """Whether 'talk' finds anyone (p. 99): one already met, a named character whose feature
    stands in the guild's room, or a hook's person there in the light."""
    if game.meeting is not None:
        return True
    if game.phase != "crawl":
        return False
    try:
        _character_here(game, None)
    except IllegalCommand:
        return bool(meet.people_here(game))
    return True


def describe(game: Table) -> None:
    """What the guild knows of the one met: mood, tongues, known traits, what will work."""
    meeting = game.meeting
    assert meeting is not None
    wheel = game.pack.dispositions
    named = disposition.name(wheel, meeting.emotion, meeting.intensity)
    stance = wheel.stance(meeting.emotion)
    tongues = ", ".join(game.pack.languages[t].name for t in meeting.tongues)
    speakers = [a.name for a in _sharers(game, meeting)]
    behaves = stance.said(meeting.talks)
    mood = f"{named} ({meeting.emotion}, {meeting.intensity})"
    lines = [f"{grammar.capital(meeting.name)} — {mood}. {behaves}"]
    if not meeting.talks:
        lines.append("They do not bargain: gifts, deeds and threats reach them, words do not.")
    elif telepathy.telepathic(game, meeting):
        lines.append(f"They speak mind to mind (p. {tele_rules.PAGE}): anyone can talk with them.")
    else:
        who = ", ".join(speakers) if speakers else "no one in the guild"
        lines.append(f"They speak {tongues}; {who} can talk with them.")
    if not meeting.bargains:
        lines.append("They will not bargain with the guild again.")
    held = meet.belongs(game, meeting.faction)
    if held is not None:
        lines.append(allegiance(held))
    by_kind: dict[str, list[str]] = {kind: [] for kind in ("like", "dislike", "want", "need")}
    counts = {kind: 0 for kind in by_kind}
    learned = set(meet.known(game, meeting))
    for index, trait in enumerate(meeting.traits):
        counts[trait.kind] += 1
        if index in learned:
            spent = " (done)" if index in meeting.spent else ""
            by_kind[trait.kind].append(f"{counts[trait.kind]}. {trait.text.rstrip('.')}{spent}")
    for kind, title in (
        ("like", "Likes"),
        ("dislike", "Dislikes"),
        ("want", "Wants"),
        ("need", "Needs"),
    ):
        shown = "; ".join(by_kind[kind]) or ("unknown" if counts[kind] else "none")
        lines.append(f"{title}: {shown}.")
    if (carried := optional_notes.parley_line(game, meeting)) is not None:
        lines.append(carried)
    if game.allies:
        lines.append(f"With the guild: {', '.join(game.allies)}.")
    game.log.emit(ev.Narration, text="\n".join(lines))


def allegiance(faction: Faction) -> str:
    """The line the parley shows of a band's faction (p. 337)."""
    power = "who hold power on this level" if faction.power else "who do not rule this level"
    return (
        f"Of {faction.name}, {power}: they want {faction.want.text}; "
        f"they will not have {faction.shun.text}."
    )


# --- the approaches --------------------------------------------------------------------------


def approach(game: Table, command: cmd.Approach) -> None:
    """One approach in the parley (p. 100)."""
    meeting = meet.met(game, "parley")
    how = command.approach
    if how == "lore":
        _bid_lore(game, meeting, command)
        return
    verbal = how in parley.VERBAL
    if verbal and not meeting.talks:
        raise IllegalCommand(
            f"{meet.they(meeting, 'do')} not talk, so there is no bargaining (p. 100): "
            "offer, appeal or threaten, or fight or withdraw"
        )
    if how in ("trade", "request") and not meeting.bargains:
        raise IllegalCommand(
            f"{meet.they(meeting, 'will')} not bargain with the guild again (p. 180)"
        )
    if how in ("trade", "request") and command.ask is None:
        raise IllegalCommand(f"{how} for what? passage, aid, information, hint or treasure")
    if how in ("trade", "request") and command.ask == "aid":
        if (stays := allies.refuses(game.pack, meeting)) is not None:
            raise IllegalCommand(f"{stays} (p. 100): ask them for something else")
    speaker = speaker_for(game, meeting, command.who, verbal=verbal)
    fluent = verbal and not telepathy.telepathic(game, meeting)  # no fluency for a telepath
    if fluent and lore_rules.by_fluency(speaker, meeting.tongues):
        lore_bids.fluent(game, speaker.id, game.pack.languages[meeting.tongues[0]].name)
    _sadness_speaks(game)
    handler = {
        "offer": _offer,
        "flatter": _words,
        "deceive": _words,
        "appeal": _appeal,
        "threaten": _threaten,
        "ask": _ask,
        "trade": _trade,
        "request": _request,
    }[how]
    if how == "offer" and command.illusion is not None:
        handler = _illusion
    handler(game, command, speaker)


def _bid_lore(game: Table, meeting: Meeting, command: cmd.Approach) -> None:
    """Bid lore on the creature (p. 32): the GM answers with the likes and dislikes the guild
    does not know, or, those known (the first of each shows at once), with the first want or
    need it does not know (speaking generously, p. 176). The bidder needs grounds
    (``lore_questions.grounds``: a motif, a book, a talent); a Con Artist with no other
    learns the one like or dislike they pick (p. 74). A bid that would tell nothing new is
    not checked off (p. 32); a Loremaster pays 1 Resolve at their word (``paid_with``), or
    with no bid left (p. 79); a gnome's free follow-up learns one more trait (p. 57). Unnamed,
    the bidder is one with grounds and a bid left before a Loremaster, a gnome first, then the
    most Cups."""
    who = command.who
    subject = meeting.name

    def why(a: Adventurer) -> tuple[str, str | None] | None:
        return lore_grounds(game, meeting, a)

    by = command.paid_with  # a Loremaster's Resolve at their word (p. 79)
    able = [a for a in game.guild.in_marching_order() if a.active and lore_rules.means(a, by)]
    bidder = (
        meet.able(game, who)
        if who
        else max(
            (a for a in able if why(a) is not None),
            key=lambda a: (
                lore_rules.means(a) == "bid",
                lore_rules.follows_up(a),
                a.attributes.cups,
            ),
            default=able[0] if able else None,
        )
    )
    if bidder is not None and by is not None and lore_rules.means(bidder, by) is None:
        raise IllegalCommand(lore_rules.refusal(bidder, by))
    if bidder is None or lore_rules.means(bidder, by) is None:
        raise IllegalCommand(
            "no one has a lore bid left until the next Camp (p. 32)"
            if by is None
            else "no one able to bid is a Loremaster with a Resolve to spend (p. 79)"
        )
    known = meet.known(game, meeting)
    unknown = [i for i in range(len(meeting.traits)) if i not in known]
    grounds = why(bidder)
    con = grounds is not None and grounds[1] == lore_questions.CON_ARTIST
    if con:
        taste = command.taste or "like"
        asked = [i for i in unknown if meeting.traits[i].kind == taste][:1]
    else:
        asked = [i for i in unknown if meeting.traits[i].kind in ("like", "dislike")]
        asked = asked or unknown[:1]
    if not asked:
        raise IllegalCommand(
            f"the guild knows all there is to know of {meeting.name}"
            + (f" that a Con Artist could read ({command.taste or 'like'}s)" if con else "")
            + ": the GM would tell nothing new, so no bid is spent (p. 32)"
        )
    if grounds is None:
        lore_questions.refuse(game, bidder, subject)
        return
    lore_questions.ground(game, bidder.id, grounds, subject)
    lore_bids.pay(game, bidder.id, by)
    game.ruling(
        "p. 32",
        f"{bidder.name} bids lore on {meeting.name}: the GM answers with "
        + (
            f"one of its {asked and meeting.traits[asked[0]].kind}s (Con Artist, p. 74)"
            if con
            else "what it likes and hates, or, those known, the next thing the guild does not "
            "know of it"
        ),
    )
    meet.learn(game, meeting, asked, how="lore")
    more = [i for i in unknown if i not in asked]
    if more and lore_bids.follow_up(game, bidder.id):
        meet.learn(game, meeting, more[:1], how=f"{bidder.name} asks on")
    if con:
        _watched(game, bidder, meeting)


def _watched(game: Table, bidder: Adventurer, meeting: Meeting) -> None:
    """Con Artist (p. 74): the read rests on a few minutes spent watching the person talk, and
    below ground time spent is a draw of the Meatgrinder that counts only on I–V (p. 91), as a
    service done in a parley (p. 103)."""
    game.ruling(
        "p. 74",
        f"{bidder.name} spends a few minutes watching {meeting.name} talk before reading them",
    )
    if game.phase in ("parley", "crawl"):
        crawl.extra(game, "time")


def lore_grounds(game: Table, meeting: Meeting, a: Adventurer) -> tuple[str, str | None] | None:
    """Why ``a`` may bid lore on ``meeting``'s creature (``lore_questions.grounds``): one who
    talks is a person to a Con Artist (policy, p. 74), and has lips Keen Senses reads from
    across the room (p. 56)."""
    name = (
        game.pack.monsters[meeting.creature].name
        if meeting.creature in game.pack.monsters
        else meeting.name
    )
    return lore_questions.grounds(
        game,
        a,
        "creature",
        name,
        seen=met_before(game, meeting),
        person=meeting.talks,
        lips=meeting.talks,
    )


def met_before(game: Table, meeting: Meeting) -> bool:
    """Policy (Read the Past, p. 56): the guild has met the creature's kind when it knows
    anything of it, learned in this meeting or an earlier one (a high elf who was there
    remembers all that was seen and said of it)."""
    return any(key[0] == meeting.creature for key in game.lore)


def _offer(game: Table, command: cmd.Approach, speaker: Adventurer) -> None:
    """A gift or a service (p. 100): what fits a like, want or need works without a test."""
    meeting = _current(game)
    gift = _gift(game, command, speaker)
    tastes = _gift_tastes(game, command, gift)
    verdict = parley.weigh(meeting.traits, tastes, gift=True, spent=meeting.spent)
    what = gift["label"]
    if verdict.automatic:
        _verdict(game, verdict, what, gift=gift)
        if command.service is not None and game.phase in ("parley", "crawl"):
            crawl.extra(game, "time")  # p. 103: a service takes a little time
        return
    if _pressing(game):
        return
    _test(
        game,
        speaker,
        f"win {meeting.name} over with {what}",
        Attempt(
            "offer",
            item=gift.get("item"),
            giver=gift.get("giver"),
            gold=command.gold,
            treasure=gift.get("treasure"),
        ),
    )


def _illusion(game: Table, command: cmd.Approach, speaker: Adventurer) -> None:
    """An illusion of a thing held in one hand offered as if real (Dwimmercraft, p. 82; policy
    ``worm.gm.illusions``): a lie shown, so a test of Wands by its conjurer, with favor when
    the sight is of something they like or want; a harmful step when it touches a dislike.
    Nothing changes hands."""
    meeting = _current(game)
    if any((command.item, command.gold, command.treasure, command.service)):
        raise IllegalCommand("offer one thing: an illusion, or a real item, gold or treasure")
    conjurer = petty_magic.performer(game, speaker)
    if conjurer is None:
        raise IllegalCommand("no one who can use Dwimmercraft is here to conjure it (p. 82)")
    shown = illusions.conjurable(game.pack, command.illusion or "")
    if shown is None:
        raise IllegalCommand(
            f"Dwimmercraft conjures only a thing held in one hand: an item, 'gold' or a 'jewel', "
            f"not {command.illusion!r} (p. 82)"
        )
    what = f"the illusion of {illusions.label(game.pack, shown)}"
    training.use(game, conjurer.id, dwimmer_rules.TALENT)
    game.ruling(
        illusions.PAGE,
        f"{conjurer.name} conjures {what} with Dwimmercraft: a convincing sight, found out at a "
        "touch, so it is offered as a lie shown",
    )
    carried = illusions.tastes(game.pack, shown, conjurer.kith)
    verdict = illusions.verdict(meeting.traits, carried, meeting.spent)
    if verdict.kind == "offends":
        _verdict(game, verdict, what)
        return
    if _pressing(game):
        return
    favor = ("the sight of what they like (p. 82)",) if verdict.kind != "none" else ()
    _test(game, conjurer, f"win {meeting.name} over with {what}", Attempt("deceive"), favor=favor)


def _gift_tastes(
    game: Table,
    command: cmd.Approach,
    gift: dict[str, Any],
    how: cmd.ApproachName = "offer",
    kith: str | None = None,
) -> frozenset[str]:
    """The tastes an offer (or a trade) of ``gift`` carries (tastes.toml)."""
    return parley.carried(
        game.pack,
        how,
        items=gift["items"],
        gold=command.gold,
        treasure=command.treasure is not None,
        service=command.service,
        kith=kith,
    )


FORESEEN = ("offer", "flatter", "deceive")
"""The approaches whose first step the GM can foresee from the creature's traits (p. 100)."""


def foreseen(game: Table, command: cmd.Approach) -> tuple[Verdict, Adventurer]:
    """How the GM would weigh ``command`` now (an offer, flattery or a lie), and who would speak
    or give, with nothing done: refused as the approach itself would be (Foretell, p. 56;
    Spout Doom, p. 57)."""
    meeting = _current(game)
    how = command.approach
    if how not in FORESEEN:
        raise IllegalCommand(f"only {', '.join(FORESEEN)} can be foreseen, not {how}")
    verbal = how in parley.VERBAL
    if verbal and not meeting.talks:
        raise IllegalCommand(f"{meet.they(meeting, 'do')} not talk (p. 100)")
    speaker = speaker_for(game, meeting, command.who, verbal=verbal)
    if how == "offer":
        tastes = _gift_tastes(game, command, _gift(game, command, speaker))
        return parley.weigh(meeting.traits, tastes, gift=True, spent=meeting.spent), speaker
    tastes = parley.carried(game.pack, how, kith=speaker.kith)
    return parley.weigh(meeting.traits, tastes, gift=False, spent=meeting.spent), speaker


def _words(game: Table, command: cmd.Approach, speaker: Adventurer) -> None:
    """Flattery or a lie: words that fit or offend, else a test of Wands (p. 100)."""
    meeting = _current(game)
    tastes = parley.carried(game.pack, command.approach, kith=speaker.kith)
    verdict = parley.weigh(meeting.traits, tastes, gift=False, spent=meeting.spent)
    what = {"flatter": "flattery", "deceive": "a lie"}[command.approach]
    if verdict.automatic:
        _verdict(game, verdict, what)
        return
    if _pressing(game):
        return
    favor = _chip(game, verdict)
    _test(
        game,
        speaker,
        f"sway {meeting.name} with {what}",
        Attempt(command.approach),
        favor=favor,
    )


def _appeal(game: Table, command: cmd.Approach, speaker: Adventurer) -> None:
    """Appeal to a like the guild knows (p. 180): do, show or say what it likes."""
    meeting = _current(game)
    index = _numbered(game, meeting, "like", command.trait)
    trait = meeting.traits[index]
    able = _within_reach(game, speaker) & trait.tastes
    if not able:
        raise IllegalCommand(
            f"nothing the guild has or can do speaks to {trait.text.rstrip('.')!r}"
        )
    # Appealing to what it likes is the book's automatic step (p. 100), even where the same
    # taste also sits among its dislikes: the guild chose the side of it that pleases.
    verdict = Verdict("none") if index in meeting.spent else Verdict("pleases", index)
    if verdict.automatic:
        gift = None if _by_deed(game, speaker, able) else _thing_for(game, speaker, able)
        what = f"an appeal to {trait.text}" + (f", with {gift['label']}" if gift else "")
        _verdict(game, verdict, what, gift=gift)
        return
    if _pressing(game):
        return
    _test(game, speaker, f"appeal again to {trait.text}", Attempt("appeal"))


def _threaten(game: Table, command: cmd.Approach, speaker: Adventurer) -> None:
    """A threat (p. 100, p. 180): against a known need, favor but lasting enmity; else the
    Wands test decides whether fear takes them."""
    meeting = _current(game)
    if command.trait is not None:
        index = _numbered(game, meeting, "need", command.trait)
        game.ruling(
            "p. 180",
            f"threatening what {meet.they(meeting, 'need')} "
            f"{_said(meeting.traits[index])}: favor, but they "
            "will hate the guild for it",
        )
        _test(
            game,
            speaker,
            f"threaten what {meet.they(meeting, 'need')}",
            Attempt("threaten", need=True, ask="passage"),
            favor=("threatening a need (p. 180)",),
        )
        return
    tastes = parley.carried(game.pack, "threaten", kith=speaker.kith)
    verdict = parley.weigh(meeting.traits, tastes, gift=False, spent=meeting.spent)
    if verdict.automatic:
        _verdict(game, verdict, "a threat")
        return
    if _pressing(game):
        return
    _test(game, speaker, f"cow {meeting.name}", Attempt("threaten"))


def _ask(game: Table, command: cmd.Approach, speaker: Adventurer) -> None:
    """Ask about them (p. 100): all but the hostile will say what they are like."""
    meeting = _current(game)
    if _hostile(game) and _pressing(game):
        return
    order = (
        ("need", "want", "like", "dislike")
        if meeting.emotion == "sadness"
        else ("want", "like", "need", "dislike")
    )
    learned = set(meet.known(game, meeting))
    for kind in order:
        index = next(
            (i for i, t in enumerate(meeting.traits) if t.kind == kind and i not in learned), None
        )
        if index is not None:
            meet.learn(game, meeting, [index], how=f"{speaker.name} asks")
            return
    game.ruling("p. 100", f"{meet.they(meeting, 'have')} nothing more to tell about themselves")


def _trade(game: Table, command: cmd.Approach, speaker: Adventurer) -> None:
    """Something for something (p. 100): positive moods deal fairly, fear gives way, the rest
    must be won round first — a want on the table gives favor."""
    meeting = _current(game)
    gift = _gift(game, command, speaker)
    ask = command.ask
    assert ask is not None
    tastes = _gift_tastes(game, command, gift, "trade", speaker.kith)
    verdict = parley.weigh(meeting.traits, tastes, gift=True, spent=meeting.spent)
    if verdict.kind == "offends":
        _verdict(game, verdict, gift["label"], gift=None)
        return
    side = game.pack.dispositions.valence(meeting.emotion)
    if side == "positive" or meeting.emotion == "fear":
        if ask == "aid" and meeting.intensity != "intense" and verdict.kind != "fulfils":
            game.ruling(
                "p. 100",
                f"an ally's help is a great deal to ask for {gift['label']}: only "
                "something they want, or deep regard, buys it",
            )
            return
        _hand_over(game, gift, verdict)
        grant(game, ask, why=f"a fair exchange for {gift['label']}")
        return
    if _pressing(game):
        return
    chip_on_table = verdict.kind in ("fulfils", "tempts")
    favor = ("a want offered in exchange (p. 180)",) if chip_on_table else ()
    game.ruling(
        "p. 100",
        f"in {meeting.emotion}, {meet.they(meeting, 'will')} not deal yet: a "
        f"test of Wands "
        "to win them round",
    )
    chip = verdict.index if verdict.kind in ("fulfils", "tempts") else None
    _test(
        game,
        speaker,
        f"bargain with {meeting.name}",
        Attempt(
            "trade",
            ask=ask,
            item=gift.get("item"),
            giver=gift.get("giver"),
            gold=command.gold,
            treasure=gift.get("treasure"),
            chip=chip,
        ),
        favor=favor,
    )


def _request(game: Table, command: cmd.Approach, speaker: Adventurer) -> None:
    """Ask for something outright (p. 100): what each mood will give."""
    meeting = _current(game)
    ask = command.ask
    assert ask is not None
    side = game.pack.dispositions.valence(meeting.emotion)
    intense = meeting.intensity == "intense"
    if side == "negative":
        _pressing(game)
        return
    if meeting.emotion == "fear":
        if ask == "aid":
            game.ruling(
                "p. 101", f"frightened, {meet.they(meeting, 'will')} not stand beside the guild"
            )
            return
        grant(game, ask, why="fear gives way to a fair demand (p. 101)")
        return
    if meeting.emotion == "surprise":
        if ask in ("information", "hint"):
            grant(game, ask, why="surprised, they still answer questions (p. 102)")
        else:
            game.ruling(
                "p. 102", f"{meet.they(meeting, 'will')} not deal until they warm to the guild"
            )
        return
    if meeting.emotion == "sadness":
        game.ruling(
            "p. 101",
            f"{meet.they(meeting, 'have')} no heart for it; what they need might change that",
        )
        return
    if ask in FREE_FROM_POSITIVE or intense:
        why = (
            "deep regard: help and advice for nothing (p. 100)"
            if intense and ask not in FREE_FROM_POSITIVE
            else "a reasonable request in a friendly mood (p. 100)"
        )
        grant(game, ask, why=why)
        return
    game.ruling(
        "p. 100",
        f"{meet.they(meeting, 'will')} do it for a fair exchange: trade something for {ASKED[ask]}",
    )


# --- what a verdict or a test does --------------------------------------------------------------


def _said(trait: Trait) -> str:
    """A like, want or need as a ruling quotes it: in brackets, running on in the sentence."""
    return grammar.aside(grammar.running_on(trait.text.rstrip(".")))


def _verdict(
    game: Table, verdict: Verdict, what: str, *, gift: dict[str, Any] | None = None
) -> None:
    """An automatic step (p. 100): a like or a want met, or a dislike touched."""
    meeting = _current(game)
    assert verdict.index is not None
    trait = meeting.traits[verdict.index]
    many = grammar.is_plural(what) and not what.startswith(("a ", "an "))  # "an offer to …"
    if verdict.kind == "offends":
        touched = grammar.verb("endanger" if trait.kind == "need" else "touch", many)
        game.ruling(
            "p. 100",
            f"{what} {touched} what {meet.they(meeting, trait.kind)} "
            f"{_said(trait)}: a harmful step, no test",
        )
        meet.learn(game, meeting, [verdict.index], how="seen")
        meet.move(game, good=False, cause="dislike")
    else:
        # an appeal names the like already: quoting it again would say it twice
        quoted = "" if trait.text in what else f" {_said(trait)}"
        game.ruling(
            "p. 100",
            f"{what} {grammar.verb('meet', many)} what "
            f"{meet.they(meeting, trait.kind)}{quoted}: a beneficial step, no test",
        )
        if gift is not None:
            _hand_over(game, gift, verdict)
        meeting = _current(game)
        game.meeting = replace(meeting, spent=meeting.spent | {verdict.index})
        meet.learn(game, meeting, [verdict.index], how="seen")
        meet.move(game, good=True, cause=trait.kind)
    _after_step(game)


def after_talk(game: Table, won: bool) -> None:
    """A parley's test of Wands has stood (p. 100): move the Disposition and finish the
    approach it was for."""
    meeting = game.meeting
    if meeting is None or meeting.attempt is None:
        return
    attempt = meeting.attempt
    game.meeting = replace(meeting, attempt=None)
    wheel = game.pack.dispositions
    if attempt.approach == "threaten" and attempt.need:
        if won:
            grant(
                game, "passage", why="threatened where it hurts, they give way (p. 180)", keep=True
            )
        game.meeting = replace(game.meeting or meeting, bargains=False, pressed=not won)
        if game.meeting is not None and game.phase == "parley":
            meet.mood(game, "anger", game.meeting.intensity, cause="threat")
            if won:
                meet.settle(game, f"{meet.they(meeting, 'let')} the guild by, hating it")
        return
    if attempt.approach == "threaten" and won:
        emotion, intensity = disposition.toward(wheel, meeting.emotion, meeting.intensity, "fear")
        meet.mood(game, emotion, intensity, cause="wands")
        _after_step(game)
        return
    meet.move(game, good=won, cause="wands")
    if won and attempt.approach in ("offer", "trade"):
        gift = {
            "item": attempt.item,
            "giver": attempt.giver,
            "gold": attempt.gold,
            "treasure": attempt.treasure,
            "label": "the gift",
            "items": (),
        }
        _hand_over(game, gift, Verdict("none"))
        if attempt.chip is not None and game.meeting is not None:
            game.meeting = replace(game.meeting, spent=game.meeting.spent | {attempt.chip})
    _after_step(game)
    if (
        won
        and attempt.approach == "trade"
        and attempt.ask
        and game.meeting is not None
        and game.phase == "parley"
    ):
        current = game.meeting
        if wheel.valence(current.emotion) == "positive" or current.emotion == "fear":
            grant(game, attempt.ask, why="won round, they take the deal")


def _after_step(game: Table) -> None:
    """What the new Disposition does at once (pp. 100–102, rules digest §19.5)."""
    meeting = game.meeting
    if meeting is None or game.phase != "parley":
        return
    wheel = game.pack.dispositions
    named = disposition.name(wheel, meeting.emotion, meeting.intensity)
    if disposition.fights_now(wheel, meeting.emotion, meeting.intensity):
        meet.turn_to_fight(game, f"in {named}, {meet.they(meeting, 'will')} not be talked to")
    elif meeting.emotion == "fear" and meeting.intensity == "intense":
        meet.settle(game, f"in {named}, {meet.they(meeting, 'bolt')} from the guild (p. 101)")
    elif not meeting.talks and (
        meeting.emotion == "fear" or wheel.valence(meeting.emotion) == "positive"
    ):
        meet.settle(game, f"in {named}, {meet.they(meeting, 'let')} the guild go its way (p. 100)")
    elif wheel.valence(meeting.emotion) == "negative":
        game.ruling(
            "p. 100",
            f"in {named}, {meet.they(meeting, 'want')} the talk over: leave, "
            f"fight, or "
            "find something they like",
        )


def _pressing(game: Table) -> bool:
    """A negative mood and an approach that does not please (policy, rules digest §19.5): the
    first time they tell the guild to leave; the next time it is a fight. True if refused."""
    meeting = _current(game)
    if not _hostile(game):
        return False
    if not meeting.pressed:
        game.meeting = replace(meeting, pressed=True)
        game.ruling(
            "p. 100",
            f"in {meeting.emotion}, {meet.they(meeting, 'tell')} the guild to "
            f"be gone; "
            "pressing on will mean a fight",
        )
        return True
    meet.turn_to_fight(game, "the guild pressed on")
    return True


def _hostile(game: Table) -> bool:
    return game.pack.dispositions.valence(_current(game).emotion) == "negative"


def _chip(game: Table, verdict: Verdict) -> tuple[str, ...]:
    if verdict.kind == "tempts":
        return ("a want on the table (p. 180)",)
    return ()


def _test(
    game: Table,
    speaker: Adventurer,
    task: str,
    attempt: Attempt,
    *,
    favor: tuple[str, ...] = (),
) -> None:
    meeting = _current(game)
    game.meeting = replace(meeting, attempt=attempt, impressed=True)
    game.ruling("p. 100", f"risky, with something at stake: {speaker.name} tests Wands")
    favor = favor + finery.first_impression(game, speaker, meeting)
    fortune.test_each(
        game,
        Followup(
            testers=(speaker.id,),
            attribute="wands",
            task=task,
            favor=favor,
            disfavor=pact_rules.masked(speaker),
            parley=True,
        ),
    )


# --- what the guild can be granted -------------------------------------------------------------


def grant(game: Table, ask: str, *, why: str, keep: bool = False) -> None:
    """Give the guild what it asked for (p. 100)."""
    meeting = _current(game)
    game.ruling("p. 100", f"{meet.they(meeting, 'grant')} {ask}: {why}")
    if ask == "passage":
        character = game.pack.characters.get(meeting.creature) if meeting.character else None
        if character is not None:
            outcomes.play(
                game, character.passage, None, cause=f"{meet.they(meeting, 'let')} the guild by"
            )
        if not keep:
            meet.settle(game, f"{meet.they(meeting, 'let')} the guild go its way")
    elif ask == "information":
        _inform(game, meeting)
    elif ask == "hint":
        game.rumors += 1
        where = _way_down(game)
        game.ruling(
            "p. 91", f"a quest hint: the guild now holds {grammar.counted(game.rumors, 'rumor')}"
        )
        game.log.emit(ev.Narration, text=f"{meet.they(meeting, 'point')} the way deeper: {where}.")
    elif ask == "treasure":
        room = meeting.room
        meet.settle(game, f"{meet.they(meeting, 'stand')} aside from their hoard")
        if room == game.room and room >= 0:
            try:
                explore.take_treasure(game)
            except IllegalCommand:
                game.ruling("p. 100", "they keep nothing here worth the taking")
    elif ask == "aid":
        game.allies = (*game.allies, meeting.name)
        kinds = (meeting.creature, *(kin.creature for kin in meeting.others))
        game.ally_kinds = (*game.ally_kinds, *((meeting.name, kind) for kind in kinds))
        game.log.emit(
            ev.Narration,
            text=f"{meet.they(meeting, 'will')} go with the guild until the next Camp.",
        )
        meet.settle(game, f"{meet.they(meeting, 'join')} the guild for a while")


def _inform(game: Table, meeting: Meeting) -> None:
    """News of the level (policy): a trap the guild has not found, else a hidden door, else
    what the level's lord likes — a rumor."""
    character = game.pack.characters.get(meeting.creature) if meeting.character else None
    if character is not None and character.information:
        text = character.information
        game.log.emit(ev.Narration, text=f"{meeting.name}: {text}")
        return
    plan, state = game.plan, game.state
    for room, stock in enumerate(game.level.stock):
        for trap_id in stock.traps:
            if (room, trap_id) not in state.spotted and (room, trap_id) not in state.passed:
                traps.spot(
                    game, room, game.pack.traps[trap_id], how=f"{meet.they(meeting, 'warn')} of it"
                )
                return
    for index, edge in enumerate(plan.level.map.edges):
        if edge.secret and index not in state.found:
            game.states[game.depth] = replace(state, found=state.found | {index})
            game.log.emit(
                ev.Reveal, what="secret door", where=f"{plan.key(edge.a)} to {plan.key(edge.b)}"
            )
            game.ruling("p. 100", f"{meet.they(meeting, 'tell')} of a hidden door")
            return
    game.rumors += 1
    game.ruling(
        "p. 91", f"{meet.they(meeting, 'share')} a rumor: the guild now holds {game.rumors}"
    )


def _way_down(game: Table) -> str:
    for way in game.level.ways:
        if way.end == "down":
            return f"a way down from {game.plan.key(way.room)}"
    return "nothing deeper than this level"


# --- who speaks, what is given -----------------------------------------------------------------


def _current(game: Table) -> Meeting:
    assert game.meeting is not None
    return game.meeting


def _sharers(game: Table, meeting: Meeting) -> list[Adventurer]:
    return [
        a
        for a in game.guild.in_marching_order()
        if a.active and telepathy.talks_with(game, meeting, a)
    ]


def speaker_for(game: Table, meeting: Meeting, who: str | None, *, verbal: bool) -> Adventurer:
    """Who speaks (p. 29): one who shares a tongue, for words; by choice, or the best at Wands
    whose kith the character does not dislike (p. 180)."""
    pool = (
        _sharers(game, meeting)
        if verbal
        else [a for a in game.guild.in_marching_order() if a.active]
    )
    tongues = " or ".join(game.pack.languages[t].name for t in meeting.tongues)
    if who is not None:
        chosen = meet.able(game, who)
        if verbal and chosen not in pool:
            raise IllegalCommand(f"{chosen.name} does not speak {tongues} (p. 29)")
        return chosen
    if not pool:
        raise IllegalCommand(
            f"{meet.they(meeting, 'speak')} only {tongues}, and no one in the guild does "
            "(p. 29): offer, appeal or threaten without words"
        )
    disliked = {t for trait in meeting.traits if trait.kind == "dislike" for t in trait.tastes}

    def rank(a: Adventurer) -> tuple[bool, int]:
        return (not (parley.kith_tastes(game.pack, a.kith) & disliked), a.attributes.wands)

    return max(pool, key=rank)


def _gift(game: Table, command: cmd.Approach, speaker: Adventurer) -> dict[str, Any]:
    """What is offered: one item (from the speaker, else whoever carries it), gold, a piece of
    treasure, or a service the guild can perform."""
    given = [
        x for x in (command.item, command.gold or None, command.treasure, command.service) if x
    ]
    if len(given) != 1:
        raise IllegalCommand(
            "offer one thing: an item, some gold, a piece of treasure, or a service"
        )
    if command.item is not None:
        for holder in [speaker, *game.guild.in_marching_order()]:
            try:
                carried = kit.named(holder, game.pack, command.item)
            except IllegalCommand:
                continue
            return {
                "items": (carried.item,),
                "item": carried.item,
                "giver": holder.id,
                "label": grammar.a_thing(game.pack.items[carried.item].name),
            }
        raise IllegalCommand(f"no one in the guild carries {command.item!r}")
    if command.gold:
        purse = sum(a.gold for a in game.guild.adventurers)
        if purse < command.gold:
            raise IllegalCommand(
                f"the guild has only {purse} gold" if purse else "the guild has no gold"
            )
        return {"items": (), "gold": command.gold, "label": f"{command.gold} gold"}
    if command.treasure is not None:
        wanted = command.treasure.lower().replace(" ", "_")
        for piece in game.loot:
            treasure = game.pack.treasure[piece]
            if wanted in (piece, treasure.name.lower().replace(" ", "_")):
                return {"items": (), "treasure": piece, "label": grammar.a_thing(treasure.name)}
        raise IllegalCommand(f"the guild carries no treasure called {command.treasure!r}")
    taste = game.pack.tastes.get(command.service or "")
    if taste is None or taste.service is None:
        services = sorted(t.id for t in game.pack.tastes.values() if t.service)
        raise IllegalCommand(
            f"no such service {command.service!r}; the guild can offer: {', '.join(services)}"
        )
    if taste.items and not _carries_any(game, taste.items):
        if petty_magic.serves(game, taste.id):  # Dwimmercraft's petty magic (p. 82)
            return {"items": (), "label": petty_magic.perform(game, speaker)}
        raise IllegalCommand(
            f"to {taste.service}, the guild needs one of: {', '.join(taste.items)}"
            + (" (or one who knows Dwimmercraft)" if taste.id == petty_magic.TASTE else "")
        )
    return {"items": (), "label": f"an offer to {taste.service}"}


def _carried_kinds(game: Table) -> set[str]:
    """Every item id the guild carries, and every tag of those items."""
    ids = kit.carried_by(game.guild)
    return ids | {tag for item_id in ids for tag in game.pack.items[item_id].tags}


def _carries_any(game: Table, wanted: tuple[str, ...]) -> bool:
    return bool(_carried_kinds(game) & set(wanted))


def _within_reach(game: Table, speaker: Adventurer) -> frozenset[str]:
    """Every taste the guild can carry right now: words, services, what it holds, its gold and
    treasure, and its speakers' kiths."""
    kinds = _carried_kinds(game)
    has_gold = any(a.gold for a in game.guild.adventurers)
    spoken = {"flatter", "deceive", "threaten", "ask", "trade", "appeal"}
    reach = {
        taste.id
        for taste in game.pack.tastes.values()
        if set(taste.approaches) & spoken
        or (taste.service and (not taste.items or kinds & set(taste.items)))
        or (taste.service and petty_magic.serves(game, taste.id))
        or kinds & set(taste.items)
        or (taste.gold and has_gold)
        or (taste.treasure and game.loot)
    }
    return frozenset(reach) | parley.kith_tastes(game.pack, speaker.kith)


def _by_deed(game: Table, speaker: Adventurer, tastes: frozenset[str]) -> bool:
    """Whether words, a deed or who the speaker is carry one of ``tastes``, so that an appeal
    hands nothing over."""
    kith = parley.kith_tastes(game.pack, speaker.kith)
    spoken = {"flatter", "deceive", "threaten", "ask", "trade", "appeal"}
    return any(
        t in kith or game.pack.tastes[t].service or set(game.pack.tastes[t].approaches) & spoken
        for t in tastes
    )


def _thing_for(game: Table, speaker: Adventurer, tastes: frozenset[str]) -> dict[str, Any] | None:
    """Policy (p. 100): a like only a thing can meet — a stew, a drink, a bright coin — is
    appealed to by handing one over, the speaker's first, else whoever carries one."""
    wanted = [kind for t in sorted(tastes) for kind in game.pack.tastes[t].items]
    for kind in wanted:
        for holder in [speaker, *game.guild.in_marching_order()]:
            for carried in holder.inventory.things():
                item = game.pack.items[carried.item]
                if not carried.lit and (carried.item == kind or kind in item.tags):
                    return {
                        "items": (carried.item,),
                        "item": carried.item,
                        "giver": holder.id,
                        "label": grammar.a_thing(item.name),
                    }
    return None


def _hand_over(game: Table, gift: dict[str, Any] | None, verdict: Verdict) -> None:
    """The gift changes hands."""
    if gift is None:
        return
    if gift.get("item") and gift.get("giver"):
        giver = game.guild.adventurer(gift["giver"])
        after, gone = kit.lose(giver, gift["item"], 1)
        if gone:
            game.set_adventurer(after)
            game.log.emit(
                ev.Item,
                who=giver.name,
                item=game.pack.items[gift["item"]].name,
                change="lost",
                cause="given in the parley",
            )
    elif gift.get("gold"):
        owed = gift["gold"]
        for a in game.guild.in_marching_order():
            a = game.guild.adventurer(a.id)
            paid = min(a.gold, owed)
            if paid:
                game.set_adventurer(a.model_copy(update={"gold": a.gold - paid}))
                game.log.emit(
                    ev.Item,
                    who=a.name,
                    item="gold",
                    change="lost",
                    count=paid,
                    cause="given in the parley",
                )
                owed -= paid
    elif gift.get("treasure"):
        loot = list(game.loot)
        loot.remove(gift["treasure"])
        game.loot = tuple(loot)
        game.log.emit(
            ev.Item,
            who=game.guild.name,
            item=game.pack.treasure[gift["treasure"]].name,
            change="lost",
            cause="given in the parley",
        )
    _helped(game, gift)


def _helped(game: Table, gift: dict[str, Any]) -> None:
    """A gift to a spirit is help given (p. 28): the giver's when it is an item someone
    carries, else the whole guild's — gold, loot or a service (policy ``worm.gm.arete``)."""
    meeting = game.meeting
    if meeting is None:
        return
    stats = foes.statblock(game.pack, meeting.creature)
    common = [a.id for a in game.guild.in_marching_order() if a.active]
    givers = [gift["giver"]] if gift.get("giver") else common
    arete.gave(game, givers, stats.theme, stats.name)


def _numbered(game: Table, meeting: Meeting, kind: str, number: int | None) -> int:
    """The index of the ``number``-th trait of ``kind``, which the guild must know."""
    indexes = [i for i, t in enumerate(meeting.traits) if t.kind == kind]
    if number is None or not 1 <= number <= len(indexes):
        raise IllegalCommand(f"which {kind}? give its number (see 'talk')")
    index = indexes[number - 1]
    if index not in meet.known(game, meeting):
        raise IllegalCommand(
            f"the guild does not know that {kind} of {meeting.name} yet: ask, or bid lore"
        )
    return index


def _sadness_speaks(game: Table) -> None:
    """Sadness lets its need show (p. 101): the first exchange reveals it."""
    meeting = _current(game)
    if meeting.emotion != "sadness":
        return
    needs = [i for i, t in enumerate(meeting.traits) if t.kind == "need"]
    fresh = [i for i in needs if i not in meet.known(game, meeting)]
    if fresh:
        what = "what they need" if meet.verb(meeting, "need") == "need" else "what it needs"
        game.ruling("p. 101", f"in sadness, {meet.they(meeting, 'let')} slip {what}")
        meet.learn(game, meeting, fresh[:1], how="heard")


def _nobody(game: Table) -> None:
    """Refuse a talk in a room whose creatures the guild has dealt with by naming them (p. 100):
    they are still in sight, so "no one here" would read as a fault."""
    if game.room < 0 or game.room not in game.state.settled:
        return
    stock = game.level.stock[game.room]
    band = game.state.band(game.room)
    if not stock.denizens or (band is not None and (band.fate == "slain" or band.count < 1)):
        return
    name = game.pack.monsters[stock.denizens[0]].name
    raise IllegalCommand(
        f"the guild has dealt with the {name} of this room: none of them will talk now (p. 100)"
    )


def _character_here(game: Table, to: str | None) -> Any:
    """A named character whose feature stands in this room (characters.toml)."""
    stock = game.level.stock[game.room] if game.room >= 0 else None
    here = [
        c
        for c in game.pack.characters.values()
        if stock is not None and c.feature in stock.features
    ]
    if to is not None:
        wanted = to.lower()
        here = [c for c in here if wanted in c.name.lower() or wanted == c.id]
    if not here:
        raise IllegalCommand("there is no one here to talk with")
    return here[0]
