#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/ab-20261201T065734Z/r1-nolists/run.sh 
echo $? > /root/.cache/htab-gp/dev/ab-20261201T065734Z/r1-nolists/rc
dmesg > /root/.cache/htab-gp/dev/ab-20261201T065734Z/r1-nolists/dmesg
