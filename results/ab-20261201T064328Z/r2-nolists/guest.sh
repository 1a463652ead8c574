#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/ab-20261201T064328Z/r2-nolists/run.sh 
echo $? > /root/.cache/htab-gp/dev/ab-20261201T064328Z/r2-nolists/rc
dmesg > /root/.cache/htab-gp/dev/ab-20261201T064328Z/r2-nolists/dmesg
