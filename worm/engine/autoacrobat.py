"""The bot's drops on purpose (Acrobat, p. 74).

Policy (a player's choice, made for the bot): a choice whose outcome is a drop the faller
chooses (a jump down a pit: a ``prepared`` fall) is taken only by an acrobat who, counting it
20' shorter for being ready (p. 74), lands it with no Wound even before the Pentacles test of
p. 96, and whose talent costs no XP (the bot spends no one's XP on a jump). Anyone else
would be hurt on a failed test, so the bot leaves the drop alone.
"""

from __future__ import annotations

from worm.content.interaction import Interaction
from worm.engine import acrobat
from worm.engine.table import Table
from worm.rules import falling


def jumper(game: Table, option: Interaction) -> tuple[bool, str | None]:
    """Whether the bot takes ``option``, and who acts (None: the GM's choice as ever):
    a choice with no drop in it is anyone's; a drop only an unhurt-landing acrobat's."""
    feet = acrobat.drop(option)
    if not feet:
        return True, None
    if falling.damage(max(0, feet - acrobat.SHORTER), None).wounds:
        return False, None
    for a in game.guild.in_marching_order():
        talent = a.talent(acrobat.TALENT)
        if a.active and talent is not None and talent.state != "in_training":
            if acrobat.scales(a):
                return True, a.id
    return False, None
