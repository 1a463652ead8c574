#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/ab-20261201T094634Z/r1-gpnext/run.sh 
echo $? > /root/.cache/htab-gp/dev/ab-20261201T094634Z/r1-gpnext/rc
dmesg > /root/.cache/htab-gp/dev/ab-20261201T094634Z/r1-gpnext/dmesg
